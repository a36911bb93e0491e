import type { Readiness } from '@tmulag/server-kit/readiness'
import type { ChangeBus } from './cluster/change-bus.js'
import type { ApiConfig } from './config.js'
import type { DatabaseHandle, Db } from './db/database.js'
import type { FileStore } from './files/storage.js'
import type { RateLimiter } from './http/rate-limit.js'
import type { MailQueue } from './mail/mail-queue.js'
import type { Mailer } from './mail/mailer.js'
import type { Passwords } from './security/passwords.js'
import type { Signer } from './security/secrets.js'
import type { SigningKey } from './security/signing-key.js'

/**
 * What the route plugins are given: the settings and the shared resources of one running API.
 * Its own module, so that plugins need nothing from the composition root (app.ts).
 */
export interface AppContext {
  config: ApiConfig
  database: DatabaseHandle
  db: Db
  mailer: Mailer
  signer: Signer
  /** Signs the issued e-permits; its public half is published (permit-documents/). */
  signingKey: SigningKey
  passwords: Passwords
  limiter: RateLimiter
  fileStore: FileStore
  mailQueue: MailQueue
  /** Starting, ready or draining: what /readyz answers and when connections close. */
  readiness: Readiness
  /** Tells the other instances what changed, and hears what they changed (ADR 0096). */
  changes: ChangeBus
}
