// `npm run budgets` (5): the order list's totals on 100,000 orders, p95 ≤ 50 ms a read
// (edge/bench/order-totals.budget.ts, in process: no worker, no browser). Exits 1 over budget.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const edge = join(dirname(fileURLToPath(import.meta.url)), '../../edge')
const run = spawnSync(
  join(edge, 'node_modules/.bin/vitest'),
  ['run', '--config', 'bench/vitest.budget.config.ts', '--reporter=dot', '--silent=false'],
  { cwd: edge, stdio: 'inherit' },
)
process.exit(run.status ?? 1)
