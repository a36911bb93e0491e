/** One request's result: its status and GraphQL error codes, or why there was no answer. */
export interface Outcome {
  status: number
  codes: string[]
  error?: string
}

/**
 * `count` requests, `concurrency` at a time over kept-alive connections (fetch's pool), with
 * `afterAnswers` run once a tenth of them have answered (the stop or the kill under test) while
 * the rest are under way or still to be sent. A request that gets no answer is an outcome too.
 */
export async function burst(options: {
  count: number
  concurrency: number
  send: () => Promise<Outcome>
  afterAnswers: () => Promise<void>
}): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let next = 0
  let fired: Promise<void> | undefined
  const trigger = Math.max(1, Math.floor(options.count / 10))
  const worker = async () => {
    while (next < options.count) {
      next += 1
      outcomes.push(
        await options.send().catch((error: unknown) => ({
          status: 0,
          codes: [],
          error: String((error as { cause?: unknown }).cause ?? error),
        })),
      )
      if (outcomes.length === trigger) fired = options.afterAnswers()
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  await fired
  return outcomes
}
