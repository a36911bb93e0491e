/** What one Lighthouse run of one page measured. */
export interface Measured {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  bytes: number
}

/** The portal's budgets (docs/decisions, speed): a check per figure and how it is printed. */
const budgets: {
  label: string
  budget: string
  show(m: Measured): string
  met(m: Measured): boolean
}[] = [
  {
    label: 'Perf',
    budget: '≥ 95',
    show: (m) => `${m.performance}`,
    met: (m) => m.performance >= 95,
  },
  {
    label: 'A11y',
    budget: '100',
    show: (m) => `${m.accessibility}`,
    met: (m) => m.accessibility === 100,
  },
  {
    label: 'BP',
    budget: '100',
    show: (m) => `${m.bestPractices}`,
    met: (m) => m.bestPractices === 100,
  },
  { label: 'SEO', budget: '100', show: (m) => `${m.seo}`, met: (m) => m.seo === 100 },
  {
    label: 'LCP',
    budget: '< 2.5 s',
    show: (m) => `${(m.lcpMs / 1000).toFixed(2)} s`,
    met: (m) => m.lcpMs < 2500,
  },
  {
    label: 'TBT',
    budget: '< 200 ms',
    show: (m) => `${Math.round(m.tbtMs)} ms`,
    met: (m) => m.tbtMs < 200,
  },
  { label: 'CLS', budget: '< 0.05', show: (m) => m.cls.toFixed(3), met: (m) => m.cls < 0.05 },
]

/** The run whose performance score is the median of a page's runs. */
export function median(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  const middle = sorted[Math.floor(sorted.length / 2)]
  if (!middle) throw new Error('no run to take the median of')
  return middle
}

/** One line a page: each figure with a mark where it misses its budget, the budgets on top. */
export function printReport(rows: (Measured & { page: string })[], note: string) {
  const pageWidth = Math.max(20, ...rows.map((row) => row.page.length))
  const cell = (text: string) => text.padStart(10)
  const lines = [
    note,
    '',
    `${'Page'.padEnd(pageWidth)}${budgets.map((b) => cell(b.label)).join('')}${cell('KB')}`,
    `${'budget'.padEnd(pageWidth)}${budgets.map((b) => cell(b.budget)).join('')}`,
  ]
  const missed: string[] = []
  for (const row of rows) {
    const cells = budgets.map((b) => {
      if (!b.met(row)) missed.push(`${row.page} ${b.label} ${b.show(row)} (budget ${b.budget})`)
      return cell(`${b.show(row)}${b.met(row) ? ' ' : '✗'}`)
    })
    lines.push(
      `${row.page.padEnd(pageWidth)}${cells.join('')}${cell(String(Math.round(row.bytes / 1024)))}`,
    )
  }
  lines.push('', missed.length === 0 ? 'Every budget met.' : `Missed: ${missed.join('; ')}`)
  process.stdout.write(`${lines.join('\n')}\n`)
}
