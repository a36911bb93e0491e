import type { Page } from '@playwright/test'

/** One layout shift as the browser reported it, with the elements that moved. */
export interface Shift {
  value: number
  sources: string[]
}

declare global {
  interface Window {
    __layoutShifts?: Shift[]
  }
}

/**
 * Records every layout shift the page makes from its first byte (a PerformanceObserver for
 * `layout-shift`, buffered), as Lighthouse and the Core Web Vitals count them: shifts right after
 * a click or a key press are the visitor's own and not counted.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    window.__layoutShifts = shifts
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone')
      const classes = [...node.classList].slice(0, 2).join('.')
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * A phone's network as Lighthouse's mobile preset simulates it (150 ms round trips, 1.6 Mbit/s
 * down): a page's code, data and images then arrive in separate frames, as they do for a person,
 * and whatever they push around shows up as a shift.
 */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

/**
 * Waits until the page has finished loading what it shows on arrival — no request in flight, the
 * fonts and every started image loaded, two frames painted — and answers the shifts so far.
 */
export async function layoutShiftsAfterLoad(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle')
  return page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete && image.loading !== 'lazy')
        .map((image) => image.decode().catch(() => undefined)),
    )
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    return window.__layoutShifts ?? []
  })
}

/** Cumulative layout shift: the sum of all shifts (never less than Lighthouse's windowed CLS). */
export const cumulative = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)
