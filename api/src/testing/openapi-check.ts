import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>
}
export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, Operation>>
}

/**
 * Checks real answers against the OpenAPI description the server publishes: the status must be
 * documented for the operation, and a JSON body must match its schema. Every test request goes
 * through it, so the description cannot drift from what the API does.
 */
const params = (template: string) => template.split('{').length - 1

export function createOpenApiChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addFormat('phone', true)
  const compiled = new Map<string, ValidateFunction>()
  const routes = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
    ),
  }))

  return {
    check(method: string, url: string, status: number, contentType: string, body: unknown) {
      const pathname = new URL(url, 'http://x').pathname
      // A fixed path ("/requests/status") wins over a template that also matches ("/requests/{page}").
      const matching = routes
        .filter(({ pattern }) => pattern.test(pathname))
        .filter(({ template }) => document.paths[template]?.[method.toLowerCase()])
        .sort((a, b) => params(a.template) - params(b.template))
      const route = matching[0]
      if (!route) throw new Error(`OpenAPI: ${method} ${pathname} is not described`)
      const operation = document.paths[route.template]?.[method.toLowerCase()]
      if (!operation) throw new Error(`OpenAPI: ${method} ${route.template} is not described`)
      const response = operation.responses?.[String(status)]
      if (!response) {
        throw new Error(`OpenAPI: ${method} ${route.template} does not document status ${status}`)
      }
      if (!contentType.startsWith('application/json')) return
      const schema = response.content?.['application/json']?.schema
      if (!schema)
        throw new Error(`OpenAPI: ${method} ${route.template} ${status} has no JSON schema`)
      const key = `${method} ${route.template} ${status}`
      let validate = compiled.get(key)
      if (!validate) {
        validate = ajv.compile(schema)
        compiled.set(key, validate)
      }
      if (!validate(body)) {
        throw new Error(
          `OpenAPI: the answer of ${key} does not match its schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
        )
      }
    },
  }
}
