// `npm start`: the worker in the foreground, then the URL and the demo sign-ins.
import { DEMO_SIGN_INS } from './demo-sign-ins.mjs'
import { startWorker } from './worker.mjs'

const env = process.env
const port = Number(env.PORT ?? 8787)
const vars = {
  MODE: env.MODE ?? 'mock',
  ADMIN_API_BASE: env.ADMIN_API_BASE,
  ADMIN_HOST: env.ADMIN_HOST,
  DOWNLOAD_URL: env.DOWNLOAD_URL,
  DOWNLOAD_URL_IOS: env.DOWNLOAD_URL_IOS,
  DOWNLOAD_URL_ANDROID: env.DOWNLOAD_URL_ANDROID,
  PROXY_TIMEOUT_MS: env.PROXY_TIMEOUT_MS,
  PROXY_MAX_BODY_BYTES: env.PROXY_MAX_BODY_BYTES,
  MOCK_SEED_ORDERS: env.MOCK_SEED_ORDERS,
}
if (vars.MODE === 'proxy' && !vars.ADMIN_API_BASE) {
  console.error('MODE=proxy needs ADMIN_API_BASE, e.g. ADMIN_API_BASE=https://api.example.com')
  process.exit(1)
}
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
