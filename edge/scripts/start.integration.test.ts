import { execFile, spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, repoRoot } from './worker.mjs'

/**
 * Two `npm start` on one checkout: the second one, on another port, would
 * share the first one's saved state (and its calls hang); it is refused at
 * once, in one line that says what to do, and never starts a worker.
 */

const script = resolve(repoRoot, 'edge/scripts/start.mjs')
const stateDir = mkdtempSync(join(tmpdir(), 'two-starts-'))
const running: ChildProcess[] = []

beforeAll(() => {
  // The worker serves web/dist; an empty one is enough here.
  const dist = resolve(repoRoot, 'web/dist')
  if (!existsSync(dist)) mkdirSync(dist, { recursive: true })
})
afterAll(async () => {
  await Promise.all(running.map(stop))
  rmSync(stateDir, { recursive: true, force: true })
})

/** `node start.mjs …args` with PORT and MOCK_PERSIST_DIR, its output collected. */
function start(port: number, args: string[] = []) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, PORT: String(port), MOCK_PERSIST_DIR: stateDir, MODE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  const out = { stdout: '', stderr: '' }
  child.stdout?.on('data', (d) => (out.stdout += d))
  child.stderr?.on('data', (d) => (out.stderr += d))
  const ended = new Promise<number | null>((res) => child.once('exit', (code) => res(code)))
  return { child, out, ended }
}

/** Ctrl-C, as a person stops `npm start`: it stops its worker and exits. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const ended = new Promise((res) => child.once('exit', res))
  child.kill('SIGINT')
  await ended
}

/** Resolves with what the process printed and its exit code, or fails after `ms`. */
async function endsWithin(run: ReturnType<typeof start>, ms: number) {
  const timer = new Promise<never>((_, rej) =>
    setTimeout(() => rej(new Error(`still running after ${ms} ms:\n${run.out.stdout}`)), ms),
  )
  const code = await Promise.race([run.ended, timer])
  return { code, ...run.out }
}

describe('a second mock server on the same saved state', { timeout: 120_000 }, () => {
  it('is refused in one line, at once, and starts no worker', async () => {
    const firstPort = await freePort()
    const first = start(firstPort)
    // Its stderr and whether it is still running are in the figure, so a start that never
    // comes says why (once in a full run it printed nothing for 90 s, not seen since).
    const status = () =>
      `${first.out.stdout}\n[stderr]\n${first.out.stderr}\n[exit] ${first.child.exitCode ?? first.child.signalCode ?? 'running'}`
    await expect
      .poll(status, { timeout: 90_000, interval: 200 })
      .toContain('Back-office running at')

    const line =
      `Another mock server (pid ${first.child.pid}, port ${firstPort}) is using the saved ` +
      `state in ${stateDir}: stop it first, or start this one with ` +
      'MOCK_PERSIST_DIR=<another folder> for a separate state.\n'
    const secondPort = await freePort()
    for (const args of [['--check'], []]) {
      const second = await endsWithin(start(secondPort, args), 10_000)
      expect(second).toEqual({ code: 1, stdout: '', stderr: line })
    }

    // mock:reset finds the server that uses the state, whatever its port.
    const reset = await promisify(execFile)(
      process.execPath,
      [resolve(repoRoot, 'edge/scripts/mock-reset.mjs')],
      { env: { ...process.env, PORT: '', MOCK_PERSIST_DIR: stateDir } },
    )
    expect(reset.stdout).toBe(`The running mock on port ${firstPort} is back to its seed.\n`)

    await stop(first.child)
    const afterStop = await endsWithin(start(secondPort, ['--check']), 10_000)
    expect(afterStop).toEqual({ code: 0, stdout: '', stderr: '' })
  })
})
