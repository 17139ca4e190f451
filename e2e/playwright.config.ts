import { defineConfig } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './budgets/browser.mjs'

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Files run side by side in two workers (tests in a file stay in order): each file makes its
  // own records and employees, so none depends on another's.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
})
