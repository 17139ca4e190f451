// `npm run mock:reset`: puts the mock back to its seed. Asks the running
// worker (PORT, default 8787) to reset; when none answers, deletes the local
// persisted state (MOCK_PERSIST_DIR, default <repo>/.wrangler/state, where
// `wrangler dev` keeps it) so the next start seeds afresh.
import { existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { repoRoot } from './worker.mjs'

const port = Number(process.env.PORT ?? 8787)
const base = `http://127.0.0.1:${port}/api`
const stateDir = resolve(process.env.MOCK_PERSIST_DIR ?? resolve(repoRoot, '.wrangler/state'))

async function resetRunning() {
  // Any answer of the mock sets the anti-forgery cookie; the reset must echo it.
  const first = await fetch(`${base}/dev/outbox.json`, { signal: AbortSignal.timeout(5_000) })
  await first.arrayBuffer()
  const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]
  if (!first.ok || !token)
    throw new Error(`the server on port ${port} is not the mock (HTTP ${first.status})`)
  const res = await fetch(`${base}/dev/reset`, {
    method: 'POST',
    headers: { Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
    signal: AbortSignal.timeout(60_000),
  })
  if (!res.ok) throw new Error(`reset answered HTTP ${res.status}: ${await res.text()}`)
}

try {
  await resetRunning()
  console.log(`The running mock on port ${port} is back to its seed.`)
} catch (error) {
  const refused = error?.cause?.code === 'ECONNREFUSED' || error?.name === 'TimeoutError'
  if (!refused) {
    console.error(`Could not reset the mock on port ${port}: ${error.message}`)
    process.exit(1)
  }
  if (existsSync(stateDir)) {
    rmSync(stateDir, { recursive: true, force: true })
    console.log(`No mock answers on port ${port}; deleted its saved state in ${stateDir}.`)
    console.log('The next start begins from the seed.')
  } else {
    console.log(
      `No mock answers on port ${port} and there is no saved state in ${stateDir}: nothing to reset.`,
    )
  }
}
