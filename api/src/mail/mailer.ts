import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export interface MailAttachment {
  filename: string
  content: Uint8Array
  contentType: string
}

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  replyTo?: string
  attachments?: MailAttachment[]
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox/, the same bytes an SMTP server would receive. Only subjects are logged: bodies
 * carry codes and links.
 */
export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  dataDir: string
  logger: FastifyBaseLogger
}): Mailer {
  const { from, logger } = options
  if (options.smtpUrl) {
    // A server that takes the connection but never answers fails a send within seconds, not the
    // library's default of minutes: feedback waits for its letter.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return {
      async send(mail) {
        const info = await transport.sendMail({ from, ...nodemailerMail(mail) })
        logger.info({ mail: { subject: mail.subject, messageId: info.messageId } }, 'mail sent')
      },
      close: () => transport.close(),
    }
  }

  const outbox = path.join(options.dataDir, 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...nodemailerMail(mail) })
      await mkdir(outbox, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`
      const file = path.join(outbox, name)
      // Written under a temporary name and renamed, so a reader never sees half a message.
      await writeFile(`${file}.part`, info.message as Buffer)
      await rename(`${file}.part`, file)
      logger.info({ mail: { subject: mail.subject, file: name } }, 'mail written to the outbox')
    },
    close: () => transport.close(),
  }
}

/** Attachments as nodemailer takes them: bytes as a Buffer. */
function nodemailerMail({ attachments, ...mail }: OutgoingMail) {
  return attachments
    ? {
        ...mail,
        attachments: attachments.map((file) => ({ ...file, content: Buffer.from(file.content) })),
      }
    : mail
}
