import { API_ERRORS } from 'contracts'
import type { Hono } from 'hono'
import { html, raw } from 'hono/html'
import type { MockEnv } from '../context'
import type { OutboxRow } from '../rows'
import { INTERNAL } from '../rows'
import { mountDevOrders } from './orders'

/** Hostnames as `URL.hostname` spells them (IPv6 in brackets). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

const newestFirst = (rows: Iterable<OutboxRow>) => [...rows].sort((a, b) => b.id - a.id)

/**
 * Developer pages of the mock (no sign-in; POST still needs the anti-forgery
 * header): the outbox of reset e-mails, as a page and as JSON for e2e, a new
 * order for tests, and the reset to the seed. They answer only on a loopback host (a local
 * `wrangler dev`); anywhere else they are not found.
 */
export function mountDevRoutes(app: Hono<MockEnv>) {
  app.use('/dev/*', async function loopbackOnly(c, next) {
    if (!LOOPBACK_HOSTS.has(new URL(c.req.url).hostname)) {
      return c.json({ ErrorMessage: API_ERRORS.notFound }, 404)
    }
    await next()
  })

  app.get('/dev/outbox.json', (c) => {
    const to = c.req.query('to')?.trim().toLowerCase()
    const mails = newestFirst(c.get('store').table(INTERNAL.outbox).values())
    return c.json({ Data: to ? mails.filter((m) => m.to.toLowerCase() === to) : mails })
  })

  app.get('/dev/outbox', (c) => {
    const mails = newestFirst(c.get('store').table(INTERNAL.outbox).values())
    const items = mails.map(
      (m) =>
        html`<li>
          <p><strong>${m.subject}</strong> to ${m.to} <time>${m.sentAt}</time></p>
          <pre>${m.text}</pre>
          <p><a href="${m.link}">${m.link}</a></p>
        </li>`,
    )
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Mock outbox</title>
            <style>
              body {
                font:
                  15px/1.5 system-ui,
                  sans-serif;
                margin: 2rem auto;
                max-width: 48rem;
              }
              li {
                border-bottom: 1px solid #ccc;
                list-style: none;
                padding: 0.5rem 0;
              }
              pre {
                white-space: pre-wrap;
              }
            </style>
          </head>
          <body>
            <h1>Mock outbox</h1>
            <p>E-mails the mock admin API would have sent, newest first.</p>
            ${
              mails.length
                ? html`<ul>
                    ${items}
                  </ul>`
                : raw('<p>No e-mails yet.</p>')
            }
          </body>
        </html>`,
    )
  })

  mountDevOrders(app)

  app.post('/dev/reset', async (c) => {
    await c.get('store').reset()
    return c.json({ Data: { Message: 'The mock is back to its seed.' } })
  })
}
