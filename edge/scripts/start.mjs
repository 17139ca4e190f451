// `npm start`: the worker in the foreground, then the URL and the demo sign-ins.
// `--check` only checks the settings and that no other mock server uses the
// saved state, so that `npm start` can refuse before it installs and builds.
import { DEMO_SIGN_INS } from './demo-sign-ins.mjs'
import { startSettings } from './start-env.mjs'
import { inUseMessage, lockHolder, lockState } from './state-lock.mjs'
import { startWorker } from './worker.mjs'

let settings
let lock
try {
  settings = startSettings(process.env)
  if (settings.vars.MODE === 'mock') {
    if (process.argv.includes('--check')) {
      const holder = lockHolder(settings.stateDir)
      if (holder) throw new Error(inUseMessage(settings.stateDir, holder))
    } else {
      lock = lockState(settings.stateDir, { port: settings.port })
    }
  }
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
if (process.argv.includes('--check')) process.exit(0)
process.on('exit', () => lock?.release())

const { port, vars, stateDir } = settings
const worker = await startWorker({ port, vars, persistTo: stateDir, stdio: 'inherit' })
console.log(`\nBack-office running at ${worker.url}/login (MODE=${vars.MODE})`)
if (vars.MODE === 'mock') {
  console.log('\nDemo sign-ins:')
  for (const s of DEMO_SIGN_INS)
    console.log(`  ${s.email.padEnd(22)} ${s.password.padEnd(12)} ${s.role}`)
  console.log(`\nReset e-mails land in the mock outbox: ${worker.url}/api/dev/outbox`)
  console.log(`Saved state: ${stateDir}`)
}
console.log('\nPress Ctrl+C to stop.')
const stop = async () => {
  await worker.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
