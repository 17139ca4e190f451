// Fake ASSETS and MOCK bindings for the edge tests, each backed by a real local
// HTTP server so that, as in workerd, their responses have immutable headers.
import type { Env } from '../src/env'
import { readBody, startServer, type TestServer } from './servers'

export const INDEX_HTML =
  '<!doctype html><html><head><title>Back-office</title></head><body><div id="root"></div></body></html>'

/** INDEX_HTML as the worker serves it: with the business's time zone in a meta tag. */
export const servedIndexHtml = (zone = 'Asia/Beirut') =>
  INDEX_HTML.replace('<head>', `<head>\n    <meta name="business-time-zone" content="${zone}" />`)

/** Files of a built SPA, by path, with their Content-Type. */
const FILES: Record<string, { type: string; body: string }> = {
  '/index.html': { type: 'text/html; charset=utf-8', body: INDEX_HTML },
  '/assets/index-DBqupfS5.js': { type: 'text/javascript', body: 'console.log(1)' },
  '/assets/index-Cq3x9w1a.css': { type: 'text/css', body: 'body{margin:0}' },
  '/sw.js': { type: 'text/javascript', body: 'self.skipWaiting()' },
  '/registerSW.js': { type: 'text/javascript', body: 'navigator.serviceWorker' },
  '/manifest.webmanifest': { type: 'application/manifest+json', body: '{}' },
  '/favicon.svg': { type: 'image/svg+xml', body: '<svg/>' },
}

export interface FakeBindings {
  env: (vars?: Partial<Env>) => Env
  /** Requests the mock Durable Object received (path and query, without `/api`). */
  mock: TestServer
  assetsServer: TestServer
  close: () => Promise<void>
}

/**
 * ASSETS: serves {@link FILES}, with the SPA fallback (`index.html` for any
 * other path) and a default `Cache-Control` like Workers assets. MOCK: one
 * stub that answers `{ method, path, body }` and sets a cookie.
 */
export async function fakeBindings(): Promise<FakeBindings> {
  const assetsServer = await startServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const file = FILES[path] ?? (FILES['/index.html'] as { type: string; body: string })
    // Like Workers assets: a matching If-None-Match is a 304 without a body.
    const fresh = req.headers['if-none-match'] === '"v1"'
    res.writeHead(fresh ? 304 : 200, {
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ETag: '"v1"',
    })
    res.end(req.method === 'HEAD' || fresh ? undefined : file.body)
  })
  const mock = await startServer(async (req, res) => {
    const body = (await readBody(req)).toString()
    res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'XSRF-TOKEN=m; Path=/' })
    res.end(JSON.stringify({ method: req.method, path: req.url, body }))
  })

  const ASSETS = {
    fetch: (request: Request) =>
      fetch(assetsServer.url + new URL(request.url).pathname, {
        method: request.method,
        headers: request.headers,
      }),
  } as unknown as Fetcher
  const stub = {
    fetch: (request: Request) => {
      const url = new URL(request.url)
      return fetch(new Request(mock.url + url.pathname + url.search, request))
    },
  }
  const MOCK = {
    idFromName: (name: string) => ({ name }),
    get: () => stub,
  } as unknown as DurableObjectNamespace

  return {
    env: (vars = {}) => ({
      ASSETS,
      MOCK,
      MODE: 'mock',
      ADMIN_HOST: 'admin.food.test',
      DOWNLOAD_URL: 'https://food.test/app',
      DOWNLOAD_URL_IOS: 'https://apps.apple.test/app/id1',
      DOWNLOAD_URL_ANDROID: 'https://play.google.test/store/apps/details?id=food',
      ...vars,
    }),
    mock,
    assetsServer,
    close: async () => {
      await Promise.all([mock.close(), assetsServer.close()])
    },
  }
}
