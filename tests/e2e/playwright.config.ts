import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

/**
 * The browser journeys: Debian's Chromium (never a downloaded browser: the machines have no
 * internet) against one portal started as `npm start` starts it (global-setup.ts). Everything a
 * run leaves — screenshots, traces of failures, the HTML report — goes to output/ (git-ignored,
 * kept by CI as artifacts).
 *
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same Blink and V8 without
 * the browser's own interface) when it is installed, as Playwright itself runs headless: the
 * full browser in headless mode spends about a third more CPU on the same journeys, and the
 * journeys are bound by CPU on two cores. `CHROMIUM_PATH` chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'output/results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Two cores: the portal (API + gateway) and two browsers share them.
  workers: 2,
  forbidOnly: true,
  // On CI a journey that fails is run once more and, passing then, reported as flaky (ADR 0069):
  // the two-core machine is shared, and a landing should not hang on one slow moment. Locally
  // every failure counts at once.
  retries: process.env.CI ? 1 : 0,
  // Generous for a busy machine; a passing run waits only as long as the page needs.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['html', { outputFolder: 'output/report', open: 'never' }],
  ],
  use: {
    // A trace is recorded on a retry only: recording one for every journey (to keep the failures')
    // cost about a fifth of the run's time. A failure keeps its screenshot and error; one that
    // fails again on CI's retry keeps the retry's trace too (ADR 0069). Locally, to chase one:
    // `npm run e2e -- --trace on <file>`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop-1280',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Phones: the layout with the hamburger menu. Only the journeys tagged @mobile run here.
      name: 'mobile-390',
      grep: /@mobile/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
})
