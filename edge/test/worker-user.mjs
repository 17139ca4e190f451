// A script that uses startWorker the way ours do (npm start, benchmarks, the
// e2e setup), for scripts/worker.integration.test.ts. It prints one line of
// JSON once the worker answers; on SIGUSR2 it ends the way argv[2] says.
import { startWorker } from '../scripts/worker.mjs'

const [mode, persistTo] = process.argv.slice(2)
const worker = await startWorker({ persistTo })
console.log(JSON.stringify({ url: worker.url }))

process.once('SIGUSR2', () => {
  if (mode === 'throw') throw new Error('a bug after the worker started')
  if (mode === 'reject') void Promise.reject(new Error('an unhandled rejection'))
  // Stop; then nothing is left to do and the process must end by itself.
  if (mode === 'stop') void worker.stop()
})
