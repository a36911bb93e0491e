import { Agent } from 'undici'

/**
 * The REST API as the gateway reaches it: its base URL, one pooled keep-alive agent shared by
 * every request (a new TCP connection per call would cost more than the call), and how long an
 * answer may take before the API counts as unavailable.
 */
export interface Upstream {
  baseUrl: string
  agent: Agent
  timeoutMs: number
}

export function createUpstream(options: { apiUrl: string; timeoutMs: number }): Upstream {
  return {
    baseUrl: options.apiUrl.replace(/\/+$/, ''),
    agent: new Agent({ keepAliveTimeout: 30_000, connections: 128, pipelining: 1 }),
    timeoutMs: options.timeoutMs,
  }
}
