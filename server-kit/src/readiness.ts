/**
 * Where the program is in its life, as a balancer asks it (/readyz, ADR 0095): `starting` until
 * it can serve, `ready`, then `draining` from a stop until it exits. Liveness (/healthz) does not
 * follow it: a program waiting for another's migration or finishing its last requests is alive.
 */
export type Phase = 'starting' | 'ready' | 'draining'

export interface Readiness {
  readonly phase: Phase
  ready(): void
  drain(): void
}

export function createReadiness(): Readiness {
  let phase: Phase = 'starting'
  return {
    get phase() {
      return phase
    },
    ready() {
      if (phase === 'starting') phase = 'ready'
    },
    drain() {
      phase = 'draining'
    },
  }
}
