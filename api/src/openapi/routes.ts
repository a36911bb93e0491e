import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import type { FastifyPluginAsync } from 'fastify'
import Type from 'typebox'
import type { ApiConfig } from '../config.js'

/**
 * @fastify/swagger's options: the description, whose server is read when it is first asked for
 * (after listening: with API_PORT=0 the address is known only then; before, it said port 0).
 */
export function swaggerOptions(config: ApiConfig): FastifyDynamicSwaggerOptions {
  return {
    openapi: openApiDocument(),
    transformObject: (document) => ({
      ...('openapiObject' in document ? document.openapiObject : {}),
      servers: [{ url: config.publicUrl }],
    }),
  }
}

/** The OpenAPI 3.1 description, generated from the same route schemas that validate requests. */
function openApiDocument(): FastifyDynamicSwaggerOptions['openapi'] {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Road-transport supervision REST API',
      version: '1.0.0',
      description: [
        "The REST API of Turkmenistan's state road-transport supervision enterprise: accounts,",
        'public content and the haulier cabinet. Answers are in the language of `Accept-Language`',
        '(tm, ru or en; ru when none of these). Validation errors answer 422 with `errors`, a map',
        'of field to messages. Cabinet calls need `Authorization: Bearer <token>` from login, or,',
        'from a browser, the session cookie that login sets with the X-XSRF-TOKEN header echoing',
        'the XSRF-TOKEN cookie.',
      ].join(' '),
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from login or sign-up',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: 'The httpOnly session cookie set by login, sign-up and password reset',
        },
        xsrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description: 'The value of the XSRF-TOKEN cookie, required with the session cookie',
        },
      },
    },
    tags: [
      { name: 'session', description: 'Sign-up, login, logout, password reset' },
      { name: 'profile', description: "The signed-in account's details" },
      {
        name: 'company',
        description:
          "A haulier company's members, roles and invitations, and the session's company",
      },
      { name: 'content', description: 'News, pages and the RSS feed' },
      { name: 'public', description: 'Messages from visitors' },
      {
        name: 'cabinet',
        description: "The haulier's cabinet: client data, drivers, cars, trailers",
      },
      { name: 'e-permits', description: 'E-permit requests and their list' },
      { name: 'payments', description: 'Paying for an e-permit through the payment provider' },
      {
        name: 'requests',
        description: 'Loading and unloading permissions, online applications, history',
      },
      { name: 'files', description: 'Uploaded files, for their owner and operators' },
      { name: 'operators', description: "The enterprise's operators moving work along" },
      { name: 'operations', description: 'Health and description of the API' },
    ],
  }
}

export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/openapi.json',
    {
      schema: {
        tags: ['operations'],
        summary: 'This description of the API (OpenAPI 3.1)',
        response: {
          200: Type.Object({ openapi: Type.String() }, { additionalProperties: true }),
        },
      },
    },
    async () => app.swagger(),
  )
}
