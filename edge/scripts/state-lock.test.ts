import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCK_FILE, lockHolder, lockState } from './state-lock.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const stateDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'state-lock-'))
  dirs.push(dir)
  return join(dir, 'state') // not there yet, like a first start
}
/** The id of a process that has ended. */
const goneProcess = () => spawnSync(process.execPath, ['-e', '']).pid

describe('the lock of the mock state', () => {
  it('is taken by the first server and refuses a second one in one line that says what to do', () => {
    const dir = stateDir()
    lockState(dir, { port: 8787 })
    expect(lockHolder(dir)).toEqual({ pid: process.pid, port: 8787 })
    expect(() => lockState(dir, { port: 8788 })).toThrow(
      `Another mock server (pid ${process.pid}, port 8787) is using the saved state in ${dir}: ` +
        'stop it first, or start this one with MOCK_PERSIST_DIR=<another folder> for a separate state.',
    )
  })

  it('can be taken again once released, and release leaves a lock of another server alone', () => {
    const dir = stateDir()
    const first = lockState(dir, { port: 8787 })
    first.release()
    expect(lockHolder(dir)).toBeNull()
    lockState(dir, { port: 8788 })
    first.release() // late, after someone else took it
    expect(lockHolder(dir)).toEqual({ pid: process.pid, port: 8788 })
  })

  it('takes over a stale lock: its process is gone (a server that crashed)', () => {
    const dir = stateDir()
    const crashed = goneProcess()
    lockState(dir, { port: 8787, pid: crashed })
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true)
    expect(lockHolder(dir)).toBeNull()
    lockState(dir, { port: 8788 })
    expect(lockHolder(dir)).toEqual({ pid: process.pid, port: 8788 })
  })

  it('takes over a lock file it cannot read', () => {
    const dir = stateDir()
    lockState(dir, { port: 8787 }).release()
    writeFileSync(join(dir, LOCK_FILE), 'half a write')
    lockState(dir, { port: 8788 })
    expect(lockHolder(dir)).toEqual({ pid: process.pid, port: 8788 })
  })
})
