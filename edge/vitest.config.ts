import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest runs one file at a time on two cores (its default is the cores less one).
    // Most of this suite's time is spent waiting: on wrangler and workerd starting, on a
    // restart, on a stream. Two files side by side take the run from 150 s to about half.
    maxWorkers: 2,
    // The files share one module graph per worker instead of importing hono, zod, the
    // contracts and the mock again for each, and the mock's memoised seed (the demo
    // employees' password hashes, PBKDF2 of 100,000 iterations each; the seed's images)
    // is made once per worker. Each file still opens its own mock store.
    isolate: false,
  },
})
