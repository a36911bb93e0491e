import type { Readable } from 'node:stream'

/** A stored file's hash and when its bytes were last written (ms since the epoch). */
export interface StoredEntry {
  sha256: string
  writtenAt: number
}

/**
 * Where uploaded bytes live, each under the SHA-256 of its bytes (ADR 0093): a folder of the
 * data folder (local-bytes.ts) or a bucket of an S3-compatible store (s3-bytes.ts). The file
 * store (storage.ts) checks, hashes and holds; a byte store only keeps, gives and removes.
 */
export interface ByteStore {
  /** Where the bytes are, for the log (never a credential). */
  readonly where: string
  /**
   * Whether other API processes use the same bytes (a shared bucket). Then no moment is free of
   * their requests, so even the sweep at start waits out the grace before removing anything.
   */
  readonly shared: boolean
  /** Checks at start that the store can be used; throws a StartupError that names the setting. */
  check(): Promise<void>
  /**
   * Keeps the finished temporary file as the bytes of `sha256` and answers whether they are new.
   * Bytes already there are written anew on a shared store, so that their age starts again and
   * another API's sweep leaves them to the request now using them.
   */
  keep(sha256: string, temporaryFile: string, size: number): Promise<boolean>
  /** The bytes as a stream, or undefined when they are not there. */
  open(sha256: string): Promise<Readable | undefined>
  remove(sha256: string): Promise<void>
  /** When the bytes of `sha256` were last written (ms since the epoch), or undefined if not there. */
  writtenAt(sha256: string): Promise<number | undefined>
  /** Every stored file, in no particular order. */
  list(): AsyncIterable<StoredEntry>
}

export const STORED_NAME = /^[0-9a-f]{64}$/

/** A stored file's place below the store's root: `ab/ab12…` (256 folders, none too full). */
export const storedKey = (sha256: string) => `${sha256.slice(0, 2)}/${sha256}`
