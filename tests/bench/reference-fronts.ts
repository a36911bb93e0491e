import http from 'node:http'
import { ApolloServer } from '@apollo/server'
import { fastifyApolloHandler } from '@as-integrations/fastify'
import Fastify from 'fastify'
import { Pool } from 'undici'

/**
 * Two programs the benchmark puts in front of the same REST read as the gateway, to show what
 * any second program in that place costs (bench.ts, the first read's row). Run as
 * `tsx bench/reference-fronts.ts hop|apollo` with API_URL set; prints `Reference listening at
 * <url>`.
 *
 * - `hop`: node:http and undici, nothing else: the request is passed on with its token, the six
 *   fields of each driver picked from the answer and sent back as JSON. The least a program
 *   between the client and the API costs: two HTTP exchanges and a JSON round.
 * - `apollo`: Apollo Server on Fastify, as its documentation sets them up, with a schema of the
 *   drivers alone and one resolver making the same REST call: Apollo's own cost, with none of
 *   the portal's limits, sessions, caches, metrics or loaders.
 */
interface DriverRow {
  id: number
  name: string
  surname: string
  patronymic: string
  driving_license_number: string
  driving_license_expired_date: string
}

const kind = process.argv[2]
const apiUrl = new URL(process.env.API_URL ?? '')
const pool = new Pool(apiUrl.origin, { connections: 64 })

async function drivers(authorization: string | undefined): Promise<DriverRow[]> {
  const { body } = await pool.request({
    path: '/api/drivers/0',
    method: 'GET',
    headers: authorization ? { authorization } : {},
  })
  const answer = (await body.json()) as { data: { drivers: DriverRow[] } }
  return answer.data.drivers
}

const fields = (driver: DriverRow) => ({
  id: String(driver.id),
  name: driver.name,
  surname: driver.surname,
  patronymic: driver.patronymic,
  licenceNumber: driver.driving_license_number,
  licenceExpiresOn: driver.driving_license_expired_date,
})

async function hop() {
  const server = http.createServer(async (request, response) => {
    const body = JSON.stringify({
      data: { drivers: (await drivers(request.headers.authorization)).map(fields), read: null },
    })
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
}

async function apollo() {
  const server = new ApolloServer<{ authorization: string | undefined }>({
    // As the gateway: its first read names a type, which production refuses without this.
    introspection: true,
    typeDefs: `type Query { drivers: [Driver!]! }
      type Driver { id: ID! name: String! surname: String! patronymic: String
        licenceNumber: String! licenceExpiresOn: String! }`,
    resolvers: {
      Query: {
        drivers: async (_root: unknown, _args: unknown, context: { authorization?: string }) =>
          (await drivers(context.authorization)).map(fields),
      },
    },
  })
  await server.start()
  const app = Fastify()
  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    handler: fastifyApolloHandler(server, {
      context: async (request) => ({ authorization: request.headers.authorization }),
    }),
  })
  return app.listen({ port: 0, host: '127.0.0.1' })
}

if (kind === 'hop' || kind === 'apollo') {
  const url = kind === 'hop' ? await hop() : await apollo()
  process.stdout.write(`Reference listening at ${url}\n`)
}
