import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiServer, startApiServer } from './testing/api-server.js'

const HEADER = [
  '/**',
  " * The REST API's shapes, generated from its own description (`GET /api/openapi.json`, made from",
  ' * the TypeBox schemas that validate its requests and answers) by openapi-typescript. Do not edit:',
  ' * run `npm run rest-types` after changing a route schema of the API; a test fails when stale.',
  ' */',
  '',
].join('\n')

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer()
})
afterAll(async () => {
  await api?.close()
})

describe("the gateway's REST types", () => {
  it("are what openapi-typescript makes of the API's description today (`npm run rest-types` after changing it)", async () => {
    const description = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as OpenAPI3
    const types = astToString(await openapiTS(description))
    await expect(`${HEADER}${types}`).toMatchFileSnapshot('./__generated__/rest-api.ts')
  })
})
