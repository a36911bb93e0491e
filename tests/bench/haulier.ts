import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'

async function post(apiUrl: string, route: string, body: unknown, token?: string) {
  const response = await fetch(`${apiUrl}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { otp_hashed?: string; token?: string; id?: number }
  if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

/** The six-digit code of the only letter in the outbox, read as a mail client would. */
async function signUpCode(dataDir: string): Promise<string> {
  const folder = path.join(dataDir, 'outbox')
  const [file] = (await readdir(folder)).filter((name) => name.endsWith('.eml'))
  if (!file) throw new Error('no sign-up letter in the outbox')
  const mail = await simpleParser(await readFile(path.join(folder, file)))
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1]
  if (!code) throw new Error('no code in the sign-up letter')
  return code
}

/** A haulier with `drivers` drivers (each with a car), made through the REST API. */
export async function haulierWithDrivers(apiUrl: string, dataDir: string, drivers: number) {
  const email = 'bench-haulier@example.com'
  const first = await post(apiUrl, '/api/registration-post', {
    phase: 1,
    name: 'Bench Haulier',
    phone: '+993 65 12 34 56',
    email,
    corpname: 'Bench HJ',
    ygtyyarnama_no: 'YG-1',
    ygtyyarnama_expire_date: `${new Date().getFullYear() + 2}-01-01`,
    yegrpo: 'EG-1',
    privacy_accepted: true,
  })
  await post(apiUrl, '/api/registration-post', {
    phase: 2,
    otp: await signUpCode(dataDir),
    otp_hashed: first.otp_hashed,
  })
  const { token } = await post(apiUrl, '/api/registration-post', {
    phase: 3,
    otp_hashed: first.otp_hashed,
    passwd: 'bench-password-1',
    passwd_confirmation: 'bench-password-1',
  })
  const reference = (await (await fetch(`${apiUrl}/api/reference-data`)).json()) as {
    brands: { id: number; kind: string }[]
  }
  const truck = reference.brands.find((brand) => brand.kind !== 'trailer')?.id
  const expires = `${new Date().getFullYear() + 1}-12-31`
  for (let i = 0; i < drivers; i++) {
    const car = await post(
      apiUrl,
      '/api/transport',
      {
        brand_id: truck,
        plate_number: `AG ${1000 + i} BN`,
        card_number: `C-${i}`,
        card_start_date: '2025-01-15',
        is_transport: 1,
        is_legal: 0,
      },
      token,
    )
    await post(
      apiUrl,
      '/api/driver',
      {
        name: `Driver ${i}`,
        surname: 'Annaýew',
        patronymic: 'Myradowiç',
        driving_license_number: `DL-${i}`,
        driving_license_expired_date: expires,
        is_legal: 0,
        transports: [car.id],
      },
      token,
    )
  }
  if (!token) throw new Error('sign-up gave no token')
  return token
}
