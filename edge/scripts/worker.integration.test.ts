import { execFileSync, spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { repoRoot } from './worker.mjs'

/**
 * wrangler runs in a process group of its own: whatever way the Node process
 * that started it ends (a signal, a crash, its work done), wrangler and
 * workerd end with it, and nothing keeps that process from ending.
 */

const userScript = resolve(repoRoot, 'edge/test/worker-user.mjs')
const groups: number[] = []
const dirs: string[] = []

afterEach(() => {
  for (const pgid of groups.splice(0)) {
    try {
      process.kill(-pgid, 'SIGKILL')
    } catch {
      /* gone, as it should be */
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Live (not zombie) processes of a process group. */
function liveMembers(pgid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,pgid=,stat='], { encoding: 'utf8' })
  return rows
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .filter(([, group, stat]) => Number(group) === pgid && !stat?.startsWith('Z'))
    .map(([pid]) => Number(pid))
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/login`, { redirect: 'manual' })
    await res.arrayBuffer()
    return true
  } catch {
    return false
  }
}

interface Started {
  node: ChildProcess
  url: string
  /** wrangler's pid: the id of the group it and workerd run in. */
  group: number
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Runs the user script until its worker answers. */
async function startUser(mode: string): Promise<Started> {
  const dist = resolve(repoRoot, 'web/dist')
  if (!existsSync(dist)) mkdirSync(dist, { recursive: true })
  const persistTo = mkdtempSync(join(tmpdir(), 'worker-cleanup-'))
  dirs.push(persistTo)
  const node = spawn(process.execPath, [userScript, mode, persistTo], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    node.once('exit', (code, signal) => res({ code, signal })),
  )
  let stdout = ''
  let stderr = ''
  node.stderr?.on('data', (d) => (stderr += d))
  const url = await new Promise<string>((res, rej) => {
    node.stdout?.on('data', (d) => {
      stdout += d
      const line = stdout.split('\n').find((l) => l.startsWith('{'))
      if (line) res((JSON.parse(line) as { url: string }).url)
    })
    void ended.then(() => rej(new Error(`the script ended before its worker answered:\n${stderr}`)))
  })
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(node.pid)], {
    encoding: 'utf8',
  })
  const group = Number(children.trim().split(/\s+/)[0])
  groups.push(group)
  expect(liveMembers(group).length).toBeGreaterThan(1) // wrangler and workerd
  expect(await answers(url)).toBe(true)
  return { node, url, group, ended }
}

async function expectWorkerGone({ url, group }: Started) {
  await expect.poll(() => liveMembers(group), { timeout: 15_000 }).toEqual([])
  expect(await answers(url)).toBe(false)
}

describe('startWorker cleans up after its process', { timeout: 180_000 }, () => {
  it('on Ctrl-C: stops the worker, then the process still dies of SIGINT', async () => {
    const user = await startUser('signal')
    user.node.kill('SIGINT')
    expect(await user.ended).toEqual({ code: null, signal: 'SIGINT' })
    await expectWorkerGone(user)
  })

  it('on SIGTERM: the same', async () => {
    const user = await startUser('signal')
    user.node.kill('SIGTERM')
    expect(await user.ended).toEqual({ code: null, signal: 'SIGTERM' })
    await expectWorkerGone(user)
  })

  it('on an uncaught error or unhandled rejection: stops the worker, exits with 1', async () => {
    for (const mode of ['throw', 'reject']) {
      const user = await startUser(mode)
      user.node.kill('SIGUSR2')
      expect(await user.ended).toEqual({ code: 1, signal: null })
      await expectWorkerGone(user)
    }
  })

  it('after stop(), the process ends by itself', async () => {
    const user = await startUser('stop')
    user.node.kill('SIGUSR2')
    const result = await Promise.race([
      user.ended,
      new Promise((res) => setTimeout(() => res('still running 15 s after stop'), 15_000)),
    ])
    expect(result).toEqual({ code: 0, signal: null })
    await expectWorkerGone(user)
  })
})
