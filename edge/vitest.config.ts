import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest runs one file at a time on two cores (its default is the cores less one).
    // Most of this suite's time is spent waiting: on wrangler and workerd starting, on a
    // restart, on a stream. Two files side by side take the run from 150 s to about half.
    maxWorkers: 2,
  },
})
