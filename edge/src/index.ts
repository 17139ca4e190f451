// The worker entry. The app lives in ./app so that Node tests can load it
// without the Durable Object class (which needs `cloudflare:workers`).
import { app } from './app'

export { MockApi } from './mock'

export default app
