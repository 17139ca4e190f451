// `npm run mock:reset`: puts the mock back to its seed. Asks the running
// worker (PORT, default: the port of the server that uses the saved state, else
// 8787) to reset; when none answers, deletes the local persisted state
// (MOCK_PERSIST_DIR, default <repo>/.wrangler/state, where `wrangler dev`
// keeps it) so the next start seeds afresh, unless a running server uses it.
import { existsSync, rmSync } from 'node:fs'
import { DEFAULT_PORT, mockStateDir } from './start-env.mjs'
import { lockHolder } from './state-lock.mjs'

const stateDir = mockStateDir(process.env)
const holder = lockHolder(stateDir)
const port = Number(process.env.PORT?.trim() || holder?.port || DEFAULT_PORT)
const base = `http://127.0.0.1:${port}/api`

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
  if (holder) {
    console.error(
      `No mock answers on port ${port}, and the server with pid ${holder.pid} uses the saved ` +
        `state in ${stateDir}: reset it with PORT=${holder.port} npm run mock:reset, or stop it first.`,
    )
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
