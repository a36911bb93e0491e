import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

/**
 * Renders `children` (typically a lazy part of a page below the fold) once its place comes near
 * the screen — within `margin` of it — so its code, texts and data are fetched only for a reader
 * who scrolls that far or tabs into it. Until then, an empty block of `minHeight` keeps the page
 * from jumping.
 */
export function WhenVisible({
  children,
  minHeight,
  margin = '600px',
}: {
  children: ReactNode
  minHeight: string
  margin?: string
}) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = place.current
    if (!element || near) return
    if (!('IntersectionObserver' in window)) {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])

  if (near) return <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>
  return <div ref={place} style={{ minHeight }} />
}
