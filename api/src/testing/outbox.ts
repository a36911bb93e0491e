import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type ParsedMail, simpleParser } from 'mailparser'

export interface Letter {
  to: string
  subject: string
  text: string
  replyTo: string | undefined
  file: string
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

/** Reads the .eml files the API wrote to DATA_DIR/outbox/, as a mail client would. */
export function outboxOf(dataDir: string) {
  const folder = path.join(dataDir, 'outbox')

  async function all(): Promise<Letter[]> {
    const files = (await readdir(folder).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.eml'))
      .sort()
    return Promise.all(
      files.map(async (file) =>
        letterOf(await simpleParser(await readFile(path.join(folder, file))), file),
      ),
    )
  }

  return {
    all,
    async to(address: string): Promise<Letter[]> {
      return (await all()).filter((letter) => letter.to.toLowerCase() === address.toLowerCase())
    },
    /** The newest letter to `address`; fails the test when there is none. */
    async latestTo(address: string): Promise<Letter> {
      const letters = await this.to(address)
      const letter = letters.at(-1)
      if (!letter) throw new Error(`no letter to ${address} in the outbox`)
      return letter
    },
  }
}

function letterOf(mail: ParsedMail, file: string): Letter {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
  return {
    to: to?.value[0]?.address ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    replyTo: mail.replyTo?.value[0]?.address,
    file,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  }
}

export const codeIn = (letter: Letter) => {
  const code = /\b(\d{6})\b/.exec(letter.text)?.[1]
  if (!code) throw new Error(`no six-digit code in "${letter.subject}"`)
  return code
}

export const linkIn = (letter: Letter) => {
  const link = /https?:\/\/\S+\/password-reset\/\S+/.exec(letter.text)?.[0]
  if (!link) throw new Error(`no reset link in "${letter.subject}"`)
  return new URL(link)
}
