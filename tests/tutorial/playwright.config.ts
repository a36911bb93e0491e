import { defineConfig } from '@playwright/test'

/**
 * Records the online application's tutorial video (`npm run tutorial`): the journeys' portal
 * (started as `npm start` starts it) and their signed-in haulier, Debian's Chromium, one walk.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'record-tutorial.ts',
  outputDir: '../e2e/output/tutorial',
  globalSetup: '../e2e/global-setup.ts',
  workers: 1,
  retries: 0,
  reporter: 'line',
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--no-first-run'],
    },
  },
})
