// One mock server per saved state: `npm start` in mock mode takes a lock in
// its state folder (MOCK_PERSIST_DIR, default <repo>/.wrangler/state). Two
// wrangler dev processes on one state share the Durable Object's SQLite
// files, and the second one's calls hang; so a second start is refused with
// a line that says what to do. A lock whose process is gone (a server that
// crashed or was killed) is stale and taken over.
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'mock-server.lock'

/** Whether a process with this id exists (EPERM: it does, under another user). */
function isRunning(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/** The lock file's content, or null when there is none or it cannot be read as a lock. */
function readLock(file) {
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8'))
    return Number.isInteger(lock?.pid) && lock.pid > 0 ? lock : null
  } catch {
    return null
  }
}

/** `{ pid, port }` of the server that holds the lock of `dir` and still runs, or null. */
export function lockHolder(dir) {
  const lock = readLock(join(dir, LOCK_FILE))
  return lock && isRunning(lock.pid) ? { pid: lock.pid, port: lock.port } : null
}

/** The one line a refused start prints. */
export function inUseMessage(dir, holder) {
  return (
    `Another mock server (pid ${holder.pid}, port ${holder.port}) is using the saved state in ${dir}: ` +
    'stop it first, or start this one with MOCK_PERSIST_DIR=<another folder> for a separate state.'
  )
}

/**
 * Takes the lock of `dir` for the process `pid` serving on `port`. Answers
 * `release()`, which removes the lock if it is still this one's; throws an
 * Error with {@link inUseMessage} when a running server holds it.
 */
export function lockState(dir, { port, pid = process.pid }) {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, LOCK_FILE)
  const id = randomUUID() // tells this lock from a later one of the same process
  const content = JSON.stringify({ pid, port, id })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx' })
      return {
        release() {
          if (readLock(file)?.id === id) rmSync(file, { force: true })
        },
      }
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    const holder = lockHolder(dir)
    if (holder) throw new Error(inUseMessage(dir, holder))
    rmSync(file, { force: true }) // stale: its server is gone
  }
  throw new Error(`Could not take the lock ${file}: another start is taking it right now.`)
}
