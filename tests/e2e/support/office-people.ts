import { seedProfile } from './cabinet.js'
import { GatewayClient, type Lang, signUpThroughGateway } from './gateway.js'
import type { Outbox } from './outbox.js'

/**
 * A haulier who signed up in `lang` (the language of their e-mails), with a legal client
 * profile, signed in through its own gateway client: the one whose requests an operator works.
 */
export async function haulierIn(baseURL: string, outbox: Outbox, lang: Lang) {
  const gateway = await GatewayClient.open(baseURL, lang)
  const account = await signUpThroughGateway(baseURL, outbox, gateway)
  await seedProfile(gateway, 'legal')
  const { me } = await gateway.call<{ me: { id: string } }>('{ me { id } }')
  return { ...account, id: me.id, gateway }
}

export type OfficeHaulier = Awaited<ReturnType<typeof haulierIn>>
