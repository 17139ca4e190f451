import { Hono } from 'hono'
import type { Env } from './env'

export { MockApi } from './mock'

const app = new Hono<{ Bindings: Env }>()

app.all('/api/*', async (c) => {
  const url = new URL(c.req.url)
  url.pathname = url.pathname.slice('/api'.length) || '/'
  const stub = c.env.MOCK.get(c.env.MOCK.idFromName('mock'))
  return stub.fetch(new Request(url, c.req.raw))
})

app.all('*', (c) => c.env.ASSETS.fetch(c.req.raw))

export default app
