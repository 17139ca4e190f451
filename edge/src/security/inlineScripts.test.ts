// @vitest-environment node
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY, THEME_SCRIPT_HASH } from '.'

/** The SPA's page as written, and as built (when a build is there). */
const PAGES = ['../../../web/index.html', '../../../web/dist/index.html']
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .filter((path) => existsSync(path))

/** The text of every inline script of a page (those without `src`), exactly as the browser hashes it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => text,
  )
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inline scripts of the SPA page', () => {
  it('the page has the theme script, and its hash is the one the CSP allows', () => {
    const scripts = inlineScripts(readFileSync(PAGES[0]!, 'utf8'))
    expect(scripts.map(hashOf)).toContain(THEME_SCRIPT_HASH)
  })

  it.each(PAGES)('every inline script of %s is allowed by script-src', (path) => {
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '))
    const allowed = scriptSrc?.split(' ') ?? []
    for (const script of inlineScripts(readFileSync(path, 'utf8'))) {
      expect(allowed, script).toContain(hashOf(script))
    }
  })
})
