import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/**
 * CORS for web clients served from another origin (CORS_ORIGINS), off when none is named: such
 * an origin may call the API with its visitors' credentials; any other origin gets no CORS
 * header at all, and its preflight the 404 any unknown OPTIONS gets. The headers are set as a
 * request arrives, so errors (a 401, a 422) carry them too. ADR 0025.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return
  const allowed = new Set(origins)
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept-Language',
      'X-XSRF-TOKEN',
      'X-Requested-With',
      'X-Request-Id',
      // A client that keeps a list asks again with its ETag and gets a 304 while it holds.
      'If-None-Match',
      // A create made once per attempt (http/idempotency.ts); a retry is told it was replayed.
      'Idempotency-Key',
    ],
    exposedHeaders: [
      'Content-Disposition',
      'ETag',
      'Retry-After',
      'X-Request-Id',
      'Idempotent-Replayed',
    ],
    // Browsers cap it (Chromium at 2 h); 10 minutes lets a changed setting reach them soon.
    maxAge: 600,
  })
}
