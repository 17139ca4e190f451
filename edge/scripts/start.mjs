// `npm start`: the worker in the foreground, then the URL and the demo sign-ins.
import { DEMO_SIGN_INS } from './demo-sign-ins.mjs'
import { startSettings } from './start-env.mjs'
import { startWorker } from './worker.mjs'

let settings
try {
  settings = startSettings(process.env)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const { port, vars } = settings
const worker = await startWorker({ port, vars, stdio: 'inherit' })
console.log(`\nBack-office running at ${worker.url}/login (MODE=${vars.MODE})`)
if (vars.MODE === 'mock') {
  console.log('\nDemo sign-ins:')
  for (const s of DEMO_SIGN_INS)
    console.log(`  ${s.email.padEnd(22)} ${s.password.padEnd(12)} ${s.role}`)
  console.log(`\nReset e-mails land in the mock outbox: ${worker.url}/api/dev/outbox`)
}
console.log('\nPress Ctrl+C to stop.')
const stop = async () => {
  await worker.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
