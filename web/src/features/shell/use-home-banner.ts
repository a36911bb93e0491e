import { useEffect, useState } from 'react'

/** The main page's banner, built by the main page; the top bar lies over it. */
const BANNER_ID = 'home-banner'
/** The bar turns solid this far before the banner's end (the product's rule). */
const BEFORE_END_PX = 240

/**
 * Where the top bar stands against the main page's banner: `none` (no banner on this page, or
 * not yet loaded: a normal bar), `over` (lying over it, transparent) or `past` (scrolled past
 * its height minus 240 px: solid). Measured on scroll (once a frame) and whenever the page's
 * size changes, which is when the banner appears or resizes.
 */
export function useHomeBanner(enabled: boolean): 'none' | 'over' | 'past' {
  const [position, setPosition] = useState<'none' | 'over' | 'past'>('none')
  useEffect(() => {
    if (!enabled) return
    let frame = 0
    const measure = () => {
      frame = 0
      const banner = document.getElementById(BANNER_ID)
      if (!banner) return setPosition('none')
      const threshold = Math.max(0, banner.offsetHeight - BEFORE_END_PX)
      setPosition(window.scrollY > threshold ? 'past' : 'over')
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    const resized = new ResizeObserver(measure)
    resized.observe(document.body)
    return () => {
      window.removeEventListener('scroll', schedule)
      resized.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [enabled])
  return enabled ? position : 'none'
}
