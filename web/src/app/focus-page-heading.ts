// Long enough for a lazy page and its first data on a slow line; a page with no h1 by then
// keeps the focus on <main>.
const HEADING_WAIT_MS = 5000

/**
 * After a navigation, the focus goes to the new page's heading (its h1, made focusable by
 * script, not by Tab), so a screen reader reads the page's name and the next Tab reaches the
 * page's first control, not the cabinet's menu 15 stops earlier (ADR 0082). <main> holds the
 * focus until the heading is shown (lazy pages, pages waiting for data); a person who moved the
 * focus meanwhile keeps it. Returns the way to stop waiting (the next navigation).
 */
export function focusPageHeading(main: HTMLElement): () => void {
  main.focus({ preventScroll: true })
  const settle = (): boolean => {
    if (document.activeElement !== main) return true
    const heading = main.querySelector('h1')
    if (!heading) return false
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    return true
  }
  if (settle()) return () => {}
  const observer = new MutationObserver(() => {
    if (settle()) stop()
  })
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  return stop
}
