// Real HTTP servers on 127.0.0.1 for the edge tests: the upstream admin API,
// an "evil" host that must never be reached, and the backing of fake bindings.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  method: string
  /** Path and query exactly as they arrived on the wire. */
  url: string
  headers: IncomingHttpHeaders
  rawHeaders: string[]
}

export interface TestServer {
  url: string
  port: number
  /** Every request the server saw, in order. */
  received: ReceivedRequest[]
  close: () => Promise<void>
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void

/** Starts a node:http server on a free port of 127.0.0.1 that records each request. */
export async function startServer(listener: RequestListener): Promise<TestServer> {
  const received: ReceivedRequest[] = []
  const server = createServer((req, res) => {
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      rawHeaders: req.rawHeaders,
    })
    listener(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The whole body of an incoming request. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A port on 127.0.0.1 nobody listens on (a server is opened there, then closed). */
export async function closedPort(): Promise<number> {
  const server = await startServer(() => undefined)
  await server.close()
  return server.port
}

/** Every Set-Cookie of a response (getSetCookie is missing from the default workers-types). */
export const setCookiesOf = (res: Response): string[] =>
  (res.headers as Headers & { getSetCookie(): string[] }).getSetCookie()

/**
 * Serves a fetch handler (a Hono app's `fetch`) on 127.0.0.1 as a real HTTP
 * server: the upstream of proxy tests that must answer as the admin API does.
 */
export function serveFetch(handler: (request: Request) => Response | Promise<Response>) {
  return startServer(async (req, res) => {
    const headers = new Headers()
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string)
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req)
    const answer = await handler(
      new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }),
    )
    const out = withSetCookies(answer.headers)
    res.writeHead(answer.status, out)
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
}

/** Response headers for node:http, every Set-Cookie kept apart. */
function withSetCookies(headers: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.fromEntries(headers)
  const cookies = (headers as Headers & { getSetCookie(): string[] }).getSetCookie()
  if (cookies.length) out['set-cookie'] = cookies
  return out
}
