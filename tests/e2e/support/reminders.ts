import { e2eOperator, portalEnv } from './portal.js'

/**
 * Runs the reminders' job now, as the day's run would (ADR 0105): the portal of the journeys is
 * started with the test-only REMINDER_RUN_ON_REQUEST, which gives the API `POST
 * /api/reminders/run` for an operator. Answers how many reminders went out.
 */
export async function runReminders(): Promise<number> {
  const api = process.env[portalEnv.apiUrl]
  if (!api) throw new Error(`${portalEnv.apiUrl} is not set: the journeys' global setup sets it`)
  const login = await fetch(`${api}/api/login-post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2eOperator),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`The operator could not log in to the API (${login.status})`)
  const run = await fetch(`${api}/api/reminders/run`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  if (run.status !== 200) throw new Error(`The reminders did not run (${run.status})`)
  return ((await run.json()) as { sent: number }).sent
}
