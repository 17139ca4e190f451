// Starts the edge worker with `wrangler dev` (the real workerd runtime) and
// waits until it answers. Shared by `pnpm start`, the e2e global setup, the
// benchmarks and the integration tests that need a real worker.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** A TCP port nobody listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((res, rej) => {
    const server = createServer()
    server.unref()
    server.on('error', rej)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => res(port))
    })
  })
}

/** Workers of this process whose process group may still be alive. */
const running = new Set()
let cleanupInstalled = false

/** Sends `signal` to the process group (wrangler, workerd…) of every worker still running. */
function killAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal)
    } catch {
      /* already gone */
    }
  }
}

/**
 * wrangler runs detached (its own process group, so the whole tree can be
 * stopped at once); the flip side is that nothing stops it when this process
 * ends. So, once per process: on exit, on a fatal error and on a terminating
 * signal, every worker still running is stopped. A signal nobody else listens
 * to is then re-raised, so this process still dies of it (exit code 128+n);
 * when someone else listens (`npm start`'s graceful stop, Playwright's
 * teardown), they decide what happens next.
 */
function installCleanup() {
  if (cleanupInstalled) return
  cleanupInstalled = true
  process.on('exit', () => killAll('SIGTERM'))
  process.on('uncaughtExceptionMonitor', () => {
    // Fatal only when no handler catches it; then no 'exit' event follows.
    if (process.listenerCount('uncaughtException') === 0) killAll('SIGTERM')
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    const onSignal = () => {
      killAll('SIGTERM')
      if (process.listenerCount(signal) > 1) return
      process.removeListener(signal, onSignal)
      process.kill(process.pid, signal)
    }
    process.on(signal, onSignal)
  }
}

/**
 * @param {{ port?: number, vars?: Record<string, string>, persistTo?: string,
 *   stdio?: 'inherit' | 'pipe', timeoutMs?: number }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void>,
 *   output: () => string }>}
 */
export async function startWorker(options = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options)
    } catch (error) {
      // A port freePort() found free was taken by another process before wrangler bound it
      // (test files start workers side by side): new ports, up to three times.
      const taken = /Address already in use/.test(error instanceof Error ? error.message : '')
      if (!taken || attempt >= 3) throw error
    }
  }
}

/** One start of wrangler dev on the ports given or found free (startWorker's options). */
async function startOnce(options) {
  installCleanup()
  const port = options.port ?? (await freePort())
  const inspectorPort = await freePort()
  const args = [
    'dev',
    '--config',
    resolve(repoRoot, 'wrangler.toml'),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--show-interactive-dev-session=false',
    '--log-level',
    options.stdio === 'inherit' ? 'info' : 'warn',
  ]
  if (options.persistTo) args.push('--persist-to', options.persistTo)
  for (const [name, value] of Object.entries(options.vars ?? {})) {
    if (value !== undefined && value !== '') args.push('--var', `${name}:${value}`)
  }
  const child = spawn(resolve(repoRoot, 'edge/node_modules/.bin/wrangler'), args, {
    cwd: resolve(repoRoot, 'edge'),
    stdio: options.stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      NO_COLOR: '1',
      CI: 'true',
      // Miniflare fetches the `request.cf` placeholder from workers.cloudflare.com at each
      // start until it has a cached copy, and caches none when the fetch fails: without a
      // network every start waited for that fetch (up to its 3 s timeout). The worker reads
      // no `request.cf`.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
  })
  running.add(child)
  // The running child keeps this process alive (like a listening server);
  // its output pipes must not, once it is gone (workerd may hold them a moment longer).
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (d) => (output += d))
    stream?.unref()
  }
  let exited = false
  child.on('exit', () => {
    exited = true
    running.delete(child)
    // wrangler is gone; anything left of its group (an orphaned workerd) goes too.
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      /* nothing left */
    }
  })

  const stop = () =>
    new Promise((res) => {
      if (exited) return res()
      child.once('exit', () => res())
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        res()
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          /* already gone */
        }
      }, 5000).unref()
    })

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.timeoutMs ?? 90_000)
  while (Date.now() < deadline) {
    if (exited) throw new Error(`wrangler dev exited early:\n${output}`)
    try {
      // Each probe has its own timeout: a probe that wrangler's proxy holds (it queues
      // requests until the worker is up, and one held on a connection it lost never ends)
      // would otherwise keep this loop past its deadline, silent, for undici's 300 s.
      const res = await fetch(`${url}/login`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(5_000),
      })
      await res.arrayBuffer()
      if (res.status < 500) return { url, port, stop, output: () => output }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`wrangler dev did not answer on ${url} in time:\n${output}`)
}
