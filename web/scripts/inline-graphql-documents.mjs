// A Babel plugin for the web's build: each `graphql(`…`)` call of codegen's client preset is
// replaced by its document itself, read from the generated `src/gql/graphql.ts`. A page's chunk
// then carries its own documents only; with the preset's `graphql()` (or its optimizer, which
// imports from the one generated module) every page's documents would travel with the first.
// Types are untouched: TypeScript still checks the calls against the generated overloads.
import { readFileSync, statSync } from 'node:fs'
import { parse } from 'graphql'

const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/

let cached = { file: '', mtime: 0, documents: new Map() }

function documentsIn(file) {
  const mtime = statSync(file).mtimeMs
  if (cached.file !== file || cached.mtime !== mtime) {
    const documents = new Map()
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = DOCUMENT.exec(line)
      if (!match) continue
      const document = JSON.parse(match[2])
      documents.set(keyOf(document.definitions[0]), document)
    }
    cached = { file, mtime, documents }
  }
  return cached.documents
}

/** A document's key: the kind and name of its first definition (the operation or fragment). */
const keyOf = (definition) =>
  definition?.name ? `${definition.kind}:${definition.name.value}` : undefined

export default function inlineGraphqlDocuments(api, options) {
  const { types } = api
  return {
    name: 'inline-graphql-documents',
    visitor: {
      CallExpression(path) {
        const { callee, arguments: args } = path.node
        if (callee.type !== 'Identifier' || callee.name !== 'graphql') return
        const [source] = args
        if (source?.type !== 'TemplateLiteral' || source.expressions.length > 0) return
        const key = keyOf(parse(source.quasis[0].value.cooked).definitions[0])
        const document = key && documentsIn(options.generatedFile).get(key)
        if (!document) {
          throw path.buildCodeFrameError(
            `No generated document for ${key ?? 'an unnamed one'}: run \`npm run codegen\``,
          )
        }
        path.replaceWith(types.valueToNode(document))
      },
    },
  }
}
