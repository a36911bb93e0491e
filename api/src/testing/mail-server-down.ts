import { createServer } from 'node:net'

/**
 * A mail server that is down: it drops every connection at once, so sending fails at once. It
 * keeps its port while the test runs; a port merely closed could be taken by another test's
 * server, and the mailer would then wait for a greeting that never comes.
 */
export async function startMailServerDown() {
  const server = createServer((socket) => socket.destroy())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
