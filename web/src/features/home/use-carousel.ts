import { useCallback, useEffect, useState } from 'react'

/** The carousel's timing: a slide stays 4 s; the move itself (CSS) takes 500 ms. */
export const AUTOPLAY_MS = 4000

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The state of a looping carousel of `count` slides: which is shown, which is leaving (only those
 * two move, so the third never sweeps across the view), and whether it plays. It plays by itself
 * unless the visitor stopped it, or asked the system for less motion; it waits while the pointer
 * is over it or focus is inside (`hold`).
 */
export function useCarousel(count: number) {
  const [position, setPosition] = useState({ index: 0, leaving: -1 })
  const [stopped, setStopped] = useState(reducedMotion)
  const [holds, setHolds] = useState({ pointer: false, focus: false })
  const playing = !stopped && !holds.pointer && !holds.focus

  const go = useCallback(
    (target: (index: number) => number) =>
      setPosition((current) => {
        const next = (target(current.index) + count) % count
        return next === current.index ? current : { index: next, leaving: current.index }
      }),
    [count],
  )

  // A new timer after every move, so a slide the visitor chose also stays its full 4 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts on each move, by design
  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => go((index) => index + 1), AUTOPLAY_MS)
    return () => window.clearTimeout(timer)
  }, [playing, position.index, go])

  const hold = useCallback(
    (reason: 'pointer' | 'focus', on: boolean) =>
      setHolds((current) => (current[reason] === on ? current : { ...current, [reason]: on })),
    [],
  )

  return {
    ...position,
    playing,
    stopped,
    toggle: () => setStopped((value) => !value),
    next: () => go((index) => index + 1),
    previous: () => go((index) => index - 1),
    show: (slide: number) => go(() => slide),
    hold,
  }
}
