import { createHash } from 'node:crypto'
import type { DocumentStore } from '@apollo/server'
import {
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql'

/** How many other front ends' documents are kept parsed and validated (the oldest used goes). */
const RECENT_DOCUMENTS = 1000

/**
 * Apollo Server's store of parsed and validated documents, ours: the persisted documents (the
 * web's operations) are parsed and validated once, at start, with the same rules a request's
 * document meets, and stay for the program's life; any other document is kept after its first
 * validation among the most recent 1000. Apollo looks a request's document up by
 * `<schema hash>:<sha256 of its text>`; a document found here is neither parsed nor validated
 * again.
 */
export class ValidatedDocuments implements DocumentStore {
  private readonly recent = new Map<string, DocumentNode>()

  private constructor(private readonly persisted: ReadonlyMap<string, DocumentNode>) {}

  /**
   * Parses and validates `documents` (texts) against `schema`. A document that fails is left
   * out — a request naming it meets the error as any request would — and reported.
   */
  static prepare(
    documents: Iterable<string>,
    schema: GraphQLSchema,
    rules: readonly ValidationRule[],
    parseOptions: ParseOptions,
  ) {
    const persisted = new Map<string, DocumentNode>()
    const problems: string[] = []
    for (const text of documents) {
      try {
        const document = parse(text, parseOptions)
        const errors = validate(schema, document, [...specifiedRules, ...rules])
        if (errors.length > 0) problems.push(errors.map((error) => error.message).join('; '))
        else persisted.set(sha256(text), document)
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error))
      }
    }
    return { store: new ValidatedDocuments(persisted), problems }
  }

  get persistedCount() {
    return this.persisted.size
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    const persisted = this.persisted.get(key.slice(key.lastIndexOf(':') + 1))
    if (persisted) return persisted
    const document = this.recent.get(key)
    if (document) {
      // Most recently used last: the first in the map is the one to evict.
      this.recent.delete(key)
      this.recent.set(key, document)
    }
    return document
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    if (this.persisted.has(key.slice(key.lastIndexOf(':') + 1))) return
    this.recent.delete(key)
    this.recent.set(key, document)
    if (this.recent.size > RECENT_DOCUMENTS) {
      const oldest = this.recent.keys().next().value
      if (oldest !== undefined) this.recent.delete(oldest)
    }
  }

  async delete(key: string): Promise<boolean> {
    return this.recent.delete(key)
  }
}

/** Apollo's hash of a document's text. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
