import { describe, expect, it } from 'vitest'
import { createPosterQueue } from './poster-queue.js'
import type { PosterToRender } from './poster-variant-files.js'

const poster = (id: number): PosterToRender => ({
  id,
  sha256: `${id}`.padStart(64, '0'),
  owner_id: 1,
})

/** A rendering that takes as long as the test says, counting how many run at once. */
function slowRenderings() {
  let running = 0
  let mostAtOnce = 0
  const done: number[] = []
  const finishers = new Map<number, () => void>()
  const render = async (job: PosterToRender) => {
    running += 1
    mostAtOnce = Math.max(mostAtOnce, running)
    await new Promise<void>((resolve) => finishers.set(job.id, resolve))
    running -= 1
    done.push(job.id)
  }
  const started = async (id: number) => {
    for (let turn = 0; !finishers.has(id); turn += 1) {
      if (turn > 1000) throw new Error(`poster ${id} was never started`)
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  const finish = async (id: number) => {
    await started(id)
    finishers.get(id)?.()
  }
  return { render, started, finish, done, mostAtOnce: () => mostAtOnce }
}

describe('the poster queue', () => {
  it('renders one poster at a time, in the order added, each once however often it is added', async () => {
    const renderings = slowRenderings()
    const rendered: number[] = []
    const queue = createPosterQueue({
      render: renderings.render,
      onRendered: (job) => rendered.push(job.id),
    })
    for (const id of [1, 2, 3, 2]) queue.add(poster(id))
    expect(queue.size).toBe(3)
    for (const id of [1, 2, 3]) await renderings.finish(id)
    await queue.idle()
    expect(renderings.done).toEqual([1, 2, 3])
    expect(rendered).toEqual([1, 2, 3])
    expect(renderings.mostAtOnce()).toBe(1)
    expect(queue.size).toBe(0)
  })

  it('goes on after a poster that cannot be rendered, and logs it', async () => {
    const warned: unknown[] = []
    const rendered: number[] = []
    const queue = createPosterQueue({
      render: async (job) => {
        if (job.id === 1) throw new Error('damaged')
      },
      onRendered: (job) => rendered.push(job.id),
      logger: { warn: (entry: unknown) => warned.push(entry) } as never,
    })
    queue.add(poster(1))
    queue.add(poster(2))
    await queue.idle()
    expect(rendered).toEqual([2])
    expect(warned).toHaveLength(1)
  })

  it('lets the rendering under way finish at close and starts no other', async () => {
    const renderings = slowRenderings()
    const queue = createPosterQueue({ render: renderings.render })
    queue.add(poster(1))
    queue.add(poster(2))
    await renderings.started(1)
    const closed = queue.close()
    await renderings.finish(1)
    await closed
    expect(renderings.done).toEqual([1])
    queue.add(poster(3))
    await queue.idle()
    expect(renderings.done).toEqual([1])
  })
})
