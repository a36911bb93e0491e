import type { FastifyReply, FastifyRequest } from 'fastify'
import { type DocumentNode, GraphQLError, Kind, parse, visit } from 'graphql'
import { langOf, type MessageKey, say } from './i18n/messages.js'

/**
 * What a GraphQL request may weigh before the gateway spends any real work on it (ADR 0038).
 * Validation of a selection that repeats one field grows with the square of the repetitions
 * (graphql-js compares every pair to see whether they merge): 1,249 of them cost 125–266 ms of
 * CPU before the cost limit refused them. These checks cost a single linear pass and refuse such
 * a document first. The web's largest operation has about 100 tokens and 45 fields.
 */
export const DOCUMENT_LIMITS = {
  /** Characters of the document's text. */
  maxLength: 16_384,
  /** Tokens, counted as the document is read; reading stops at the first one past the cap. */
  maxTokens: 2000,
  /** Fields, fragment spreads and inline fragments, all of the document's selections together. */
  maxSelections: 250,
  /** Nesting of the variables' lists and objects (the schema's inputs nest three deep). */
  maxVariableDepth: 16,
}

type Refusal = {
  key: MessageKey
  code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED' | 'BAD_USER_INPUT'
  limit: string
}

/**
 * What the limits make of a document's text alone: a refusal, the variables it declares, or
 * nothing to check against (a syntax error, which Apollo Server reports).
 */
type Shape = { refusal: Refusal } | { declared: ReadonlySet<string> } | { unparsed: true }

/**
 * A Fastify hook for /graphql, after persisted hashes were replaced by their documents: refuses
 * (400) a document too long, of too many tokens or selections, variables nested too deep, and
 * variables the operation does not declare (nobody may park data in the public answer cache's
 * keys). Syntax errors are left to Apollo Server, which reports them. The `known` documents (the
 * persisted manifest's) are read once, here; any other document is read on each request.
 */
export function documentLimits(known: Iterable<string>) {
  const shapes = new Map<string, Shape>()
  for (const document of known) shapes.set(document, shapeOf(document))
  return async function checkDocumentLimits(request: FastifyRequest, reply: FastifyReply) {
    const params = (request.method === 'GET' ? request.query : request.body) as
      | Record<string, unknown>
      | undefined
    if (!params || typeof params !== 'object' || typeof params.query !== 'string') return
    const shape = shapes.get(params.query) ?? shapeOf(params.query)
    const refusal =
      'refusal' in shape
        ? shape.refusal
        : 'declared' in shape
          ? variablesRefusal(shape.declared, params.variables)
          : undefined
    if (!refusal) return
    const lang = langOf(request.headers['accept-language'])
    return reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send({
        errors: [
          {
            message: say(lang, refusal.key),
            extensions: { code: refusal.code, limit: refusal.limit },
          },
        ],
      })
  }
}

function shapeOf(query: string): Shape {
  const tooLarge = (limit: string): Shape => ({
    refusal: {
      key: 'request_too_large',
      code:
        limit === 'tokens' || limit === 'length'
          ? 'GRAPHQL_PARSE_FAILED'
          : 'GRAPHQL_VALIDATION_FAILED',
      limit,
    },
  })
  if (query.length > DOCUMENT_LIMITS.maxLength) return tooLarge('length')
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: DOCUMENT_LIMITS.maxTokens, noLocation: true })
  } catch (error) {
    if (error instanceof GraphQLError && /contains more th\w+ \d+ tokens/.test(error.message)) {
      return tooLarge('tokens')
    }
    return { unparsed: true }
  }
  if (selectionsOf(document) > DOCUMENT_LIMITS.maxSelections) return tooLarge('selections')
  const declared = new Set<string>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    for (const variable of definition.variableDefinitions ?? []) {
      declared.add(variable.variable.name.value)
    }
  }
  return { declared }
}

function variablesRefusal(
  declared: ReadonlySet<string>,
  rawVariables: unknown,
): Refusal | undefined {
  let variables = rawVariables
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables)
    } catch {
      return
    }
  }
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) return
  if (depthExceeds(variables, DOCUMENT_LIMITS.maxVariableDepth)) {
    return { key: 'request_too_large', code: 'BAD_USER_INPUT', limit: 'variable_depth' }
  }
  if (Object.keys(variables).some((name) => !declared.has(name))) {
    return { key: 'unknown_variable', code: 'BAD_USER_INPUT', limit: 'variables' }
  }
  return
}

function selectionsOf(document: DocumentNode): number {
  let count = 0
  const counted = () => {
    count++
  }
  visit(document, { Field: counted, FragmentSpread: counted, InlineFragment: counted })
  return count
}

/** Whether lists and objects nest deeper than `max` (walked without recursion). */
function depthExceeds(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]]
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number]
    if (!current || typeof current !== 'object') continue
    if (depth > max) return true
    for (const child of Object.values(current)) {
      if (child && typeof child === 'object') pending.push([child, depth + 1])
    }
  }
  return false
}
