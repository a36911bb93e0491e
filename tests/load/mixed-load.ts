import { randomUUID } from 'node:crypto'
import {
  type Caller,
  type CallOutcome,
  graphql,
  QUERIES,
  uniquePdf,
  upload,
} from './gateway-calls.js'

/** A haulier account the simulated users share (an office's staff share their company's). */
export interface Account {
  email: string
  password: string
  token: string
}

/** A write the gateway acknowledged, and what finds it again in the database. */
export interface AcknowledgedWrite {
  kind: 'driver' | 'loading-permission' | 'feedback' | 'online-application'
  /** The id answered (none for feedback, whose answer names none). */
  id: string | null
  /** Unique text of the write's own, stored in one of its columns. */
  marker: string
  /** The uploaded file's SHA-256, for an online application. */
  sha256?: string
}

export interface LoadSettings {
  gatewayUrl: string
  accounts: Account[]
  users: number
  seconds: number
  /** A user's pause between two actions, at most (milliseconds; its mean is half). */
  thinkMs: number
  /** Send an "unavailable" answer once more, as the web does (Caller's `retryUnavailable`). */
  retryUnavailable?: boolean
  /** Given, the load also goes on until this settles (the cluster run's stops and kills). */
  alsoUntil?: Promise<unknown>
  /** Hears every outcome as it comes, with the moment its request was sent (performance.now()). */
  onOutcome?: (kind: Kind, outcome: string, sentAt: number) => void
}

export type Kind = 'public read' | 'login' | 'cabinet list' | 'create' | 'upload'

/** How often a user does each thing: mostly reading, as a portal's visitors do. */
const MIX: [Kind, number][] = [
  ['public read', 40],
  ['cabinet list', 25],
  ['create', 20],
  ['upload', 7],
  ['login', 8],
]

export interface LoadResult {
  seconds: number
  /** Each kind's latencies (ms) and outcomes by code. */
  kinds: Map<Kind, { latencies: number[]; outcomes: Map<string, number> }>
  writes: AcknowledgedWrite[]
  /** Retries (same key, same request) that answered something else than the first answer. */
  retryMismatches: string[]
  /** First answers saying "unavailable" that were sent once more (`retryUnavailable`). */
  unavailableRetried: string[]
}

/**
 * The mixed load: `users` simulated users for `seconds`, each from its own address, doing one
 * thing after another (MIX) with a short pause, until the time is up. Every create carries an
 * Idempotency-Key, and one in four is sent again with it, as a client told "try again" does;
 * the second answer must be the first. Every acknowledged write is written down for the recount.
 */
export async function runMixedLoad(settings: LoadSettings): Promise<LoadResult> {
  const reference = await graphql(
    { gatewayUrl: settings.gatewayUrl, address: '10.9.0.1' },
    QUERIES.reference,
  )
  const lists = reference.data as { countries?: { id: string }[]; brands?: { id: string }[] }
  const countryId = lists?.countries?.[0]?.id
  const brandId = lists?.brands?.[0]?.id
  if (!countryId || !brandId) throw new Error(`no reference data: ${reference.outcome}`)

  const result: LoadResult = {
    seconds: settings.seconds,
    kinds: new Map(),
    writes: [],
    retryMismatches: [],
    unavailableRetried: [],
  }
  const record = (kind: Kind, started: number, outcome: string) => {
    const entry = result.kinds.get(kind) ?? {
      latencies: [] as number[],
      outcomes: new Map<string, number>(),
    }
    entry.latencies.push(performance.now() - started)
    entry.outcomes.set(outcome, (entry.outcomes.get(outcome) ?? 0) + 1)
    result.kinds.set(kind, entry)
    settings.onOutcome?.(kind, outcome, started)
  }
  const began = performance.now()
  const deadline = began + settings.seconds * 1000
  let waiting = settings.alsoUntil !== undefined
  const settle = () => {
    waiting = false
  }
  settings.alsoUntil?.then(settle, settle)
  const user = async (index: number) => {
    const account = settings.accounts[index % settings.accounts.length] as Account
    const caller: Caller = {
      gatewayUrl: settings.gatewayUrl,
      address: `10.${Math.floor(index / 250) + 1}.${index % 250}.7`,
      token: account.token,
      ...(settings.retryUnavailable
        ? { retryUnavailable: { retried: (outcome) => result.unavailableRetried.push(outcome) } }
        : {}),
    }
    const actions = { countryId, brandId, caller, account, result }
    while (performance.now() < deadline || waiting) {
      const kind = pick()
      const started = performance.now()
      let outcome: string
      try {
        outcome = await act(kind, actions)
      } catch (error) {
        outcome = `network ${(error as { cause?: { code?: string } }).cause?.code ?? 'error'}`
      }
      record(kind, started, outcome)
      await pause(Math.random() * settings.thinkMs)
    }
  }
  await Promise.all(Array.from({ length: settings.users }, (_, index) => user(index)))
  result.seconds = Math.max(settings.seconds, Math.round((performance.now() - began) / 1000))
  return result
}

function pick(): Kind {
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0)
  let roll = Math.random() * total
  for (const [kind, weight] of MIX) {
    roll -= weight
    if (roll < 0) return kind
  }
  return 'public read'
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Actions {
  countryId: string
  brandId: string
  caller: Caller
  account: Account
  result: LoadResult
}

async function act(kind: Kind, actions: Actions): Promise<string> {
  const { caller, account } = actions
  switch (kind) {
    case 'public read':
      return (await graphql({ ...caller, token: undefined }, QUERIES.publicPage)).outcome
    case 'cabinet list':
      return (await graphql(caller, QUERIES.cabinet)).outcome
    case 'login': {
      const input = { email: account.email, password: account.password }
      // Keyed as the web's sign-in form keys every submit.
      const key = randomUUID()
      return (await graphql({ ...caller, token: undefined }, QUERIES.logIn, { input }, key)).outcome
    }
    case 'create':
      return create(actions)
    case 'upload':
      return sendApplication(actions)
  }
}

/** A create of one of three kinds, with its key; one in four sent again with the same key. */
async function create(actions: Actions): Promise<string> {
  const { caller, result } = actions
  const marker = `load-${randomUUID()}`
  const which = Math.floor(Math.random() * 3)
  const [query, variables, kind, caller_] =
    which === 0
      ? ([QUERIES.createDriver, { input: driverInput(marker) }, 'driver', caller] as const)
      : which === 1
        ? ([
            QUERIES.fileLoading,
            { input: permissionInput(marker, actions) },
            'loading-permission',
            caller,
          ] as const)
        : ([
            QUERIES.feedback,
            { input: feedbackInput(marker) },
            'feedback',
            { ...caller, token: undefined },
          ] as const)
  const key = randomUUID()
  const first = await graphql(caller_, query, variables, key)
  if (first.outcome !== 'ok') return first.outcome
  const id = idOf(first)
  result.writes.push({ kind, id, marker })
  if (Math.random() < 0.25) {
    const again = await graphql(caller_, query, variables, key)
    if (again.outcome === 'ok' && JSON.stringify(again.data) !== JSON.stringify(first.data)) {
      result.retryMismatches.push(`${kind} ${marker}: ${JSON.stringify(again.data)}`)
    }
  }
  return first.outcome
}

async function sendApplication({ caller, result }: Actions): Promise<string> {
  const marker = `load-${randomUUID()}`
  const pdf = uniquePdf(20_000 + Math.floor(Math.random() * 180_000))
  const key = randomUUID()
  const variables = {
    input: {
      institutionName: 'Ak Ýol Logistika HJ',
      permissionNumber: 'RZ-77',
      cmrNumber: marker,
      responsiblePerson: 'Atayew Merdan',
      phone: '+993 65 12 34 56',
      email: 'merdan@example.com',
      directorFullName: 'Orazow Aman',
      stateRegistration: null,
    },
  }
  const file = {
    path: 'variables.input.stateRegistration',
    name: 'sanaw.pdf',
    type: 'application/pdf',
    bytes: pdf.bytes,
  }
  const sent = await upload(caller, QUERIES.onlineApplication, variables, file, key)
  if (sent.outcome === 'ok') {
    result.writes.push({ kind: 'online-application', id: idOf(sent), marker, sha256: pdf.sha256 })
  }
  return sent.outcome
}

function idOf(answer: CallOutcome): string | null {
  const payload = Object.values(answer.data ?? {})[0] as Record<string, { id?: string } | unknown>
  for (const value of Object.values(payload ?? {})) {
    if (value && typeof value === 'object' && 'id' in value) return String(value.id)
  }
  return null
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const driverInput = (marker: string) => ({
  kind: 'LEGAL_ENTITY',
  name: 'Döwlet',
  surname: marker,
  patronymic: 'Myradowiç',
  licenceNumber: 'DL-42',
  licenceExpiresOn: inDays(600),
  licenceCategoryIds: [],
  vehicleIds: [],
})

const permissionInput = (marker: string, { countryId, brandId }: Actions) => ({
  permissionNumber: marker,
  vehicleBrandId: brandId,
  vehicleCountryId: countryId,
  plateNumber: 'AG 0601 AG',
  driverFullName: 'Orazow Aman',
  loadingPoint: 'Aşgabat',
  unloadingPoint: 'Baku',
  route: 'Aşgabat — Türkmenbaşy — Baku',
  cargo: 'Pagta',
  cargoOwner: 'Ak Ýol HJ',
  applicant: 'Atayew Merdan',
  placeOfIssue: 'Aşgabat',
  cmrNumber: 'CMR-61',
})

const feedbackInput = (marker: string) => ({
  name: 'Merdan',
  phone: '+99365123456',
  message: marker,
})
