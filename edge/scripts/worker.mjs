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

/**
 * @param {{ port?: number, vars?: Record<string, string>, persistTo?: string,
 *   stdio?: 'inherit' | 'pipe', timeoutMs?: number }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startWorker(options = {}) {
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
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CI: 'true' },
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  let exited = false
  child.on('exit', () => (exited = true))

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
      const res = await fetch(`${url}/login`, { redirect: 'manual' })
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
