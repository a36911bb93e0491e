import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'

export interface Letter {
  file: string
  to: string
  subject: string
  text: string
}

const POLL_MS = 100
const DEADLINE_MS = 10_000

/**
 * The API's outbox (DATA_DIR/outbox/*.eml: what an SMTP server would have received), read as a
 * mail client reads it. Letters are awaited by polling with a deadline: the API writes a letter
 * while answering, but the test has no other signal of when it is on disk.
 */
export function outboxOf(dataDir: string) {
  const folder = path.join(dataDir, 'outbox')
  const parsed = new Map<string, Letter>()

  async function letters(): Promise<Letter[]> {
    const files = (await readdir(folder).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.eml'))
      .sort()
    for (const file of files) {
      if (parsed.has(file)) continue
      const mail = await simpleParser(await readFile(path.join(folder, file)))
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
      parsed.set(file, {
        file,
        to: to?.value[0]?.address?.toLowerCase() ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      })
    }
    return files.flatMap((file) => parsed.get(file) ?? [])
  }

  /** The newest letter to `address` that `accept` takes, once it is there. */
  async function waitFor(
    address: string,
    accept: (letter: Letter) => boolean = () => true,
  ): Promise<Letter> {
    const deadline = Date.now() + DEADLINE_MS
    for (;;) {
      const letter = (await letters())
        .filter((one) => one.to === address.toLowerCase() && accept(one))
        .at(-1)
      if (letter) return letter
      if (Date.now() > deadline) {
        throw new Error(`no letter to ${address} in ${folder} within ${DEADLINE_MS} ms`)
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }

  /** Letters already there: a test waits for one that is new since it acted. */
  async function seen(address: string): Promise<Set<string>> {
    return new Set(
      (await letters()).filter((one) => one.to === address.toLowerCase()).map((one) => one.file),
    )
  }

  return {
    waitFor,
    seen,
    /** The six-digit sign-up code of the newest letter to `address` not in `before`. */
    async signUpCode(address: string, before = new Set<string>()): Promise<string> {
      const letter = await waitFor(
        address,
        (one) => !before.has(one.file) && /\b\d{6}\b/.test(one.text),
      )
      return /\b(\d{6})\b/.exec(letter.text)?.[1] as string
    },
    /** The password-reset link of the newest letter to `address` not in `before`. */
    async resetLink(address: string, before = new Set<string>()): Promise<URL> {
      const letter = await waitFor(
        address,
        (one) => !before.has(one.file) && /\/password-reset\//.test(one.text),
      )
      return new URL(/https?:\/\/\S+\/password-reset\/\S+/.exec(letter.text)?.[0] as string)
    },
  }
}

export type Outbox = ReturnType<typeof outboxOf>
