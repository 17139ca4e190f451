import { defineConfig } from 'vitest/config'

/** The budgets the test command runs in process (`*.budget.ts`, e2e/budgets/order-totals.mjs). */
export default defineConfig({
  test: {
    include: ['bench/*.budget.ts'],
    maxWorkers: 1,
  },
})
