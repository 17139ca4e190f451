// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { compileStringAsync } from 'sass-embedded'
import { describe, expect, it } from 'vitest'
import { svgIcon } from './sassSvgIcon'

const require = createRequire(import.meta.url)
const functions = { 'svg-icon($path, $selectors: null)': svgIcon }

async function compile(scss: string): Promise<string> {
  return (await compileStringAsync(scss, { functions, style: 'compressed' })).css
}

describe('svg-icon()', () => {
  it("inlines an icon exactly as Blueprint's own build does", async () => {
    const css = await compile(
      '.a { background-image: svg-icon("16px/small-tick.svg", (path: (fill: #111418))); }',
    )
    const uri = /url\("data:image\/svg\+xml,[^"]+"\)/.exec(css)?.[0]
    expect(uri).toContain("fill='%23111418'")
    const shipped = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8')
    expect(shipped).toContain(uri)
  })

  it('gives every path the fill, and draws a 20px icon on a 20px box', async () => {
    const css = await compile('.a { b: svg-icon("20px/more.svg", (path: (fill: #5f6b7c))); }')
    expect(css).toContain("viewBox='0 0 20 20'")
    expect(css).toMatch(/%3cpath fill='%235f6b7c' d='[^']+'\/%3e/)
  })

  it('refuses a name that is not an icon file', async () => {
    await expect(compile('.a { b: svg-icon("icons/../x"); }')).rejects.toThrow(/16px\/name\.svg/)
  })
})
