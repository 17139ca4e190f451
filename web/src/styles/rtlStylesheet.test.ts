import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { handWrittenRtl, rtlOverrides, rtlStylesheet } from './rtlStylesheet'

const LTR =
  '.a{margin-left:4px;color:red}.b{padding:1px 2px 3px 4px}.c{margin-inline-start:4px}' +
  '@media (min-width:576px){.d{left:0}.e{text-align:left}}.bp6-icon{transform:translateX(2px)}'

describe('the right-to-left stylesheet', () => {
  it('holds only flipped rules, each under [dir="rtl"], inside their at-rules', async () => {
    const rtl = await rtlOverrides(LTR)
    expect(rtl).toBe(
      '[dir="rtl"] .a{margin-left:0;margin-right:4px}' +
        '[dir="rtl"] .b{padding:1px 4px 3px 2px}' +
        '@media (min-width:576px){[dir="rtl"] .d{left:auto;right:0}[dir="rtl"] .e{text-align:right}}' +
        '[dir="rtl"] .bp6-icon{transform:translateX(-2px)}',
    )
  })

  it("leaves alone the rules already written for a direction, Popper's placements and the charts' plot", async () => {
    const css =
      '[dir=rtl] .bp6-control.bp6-align-left{padding-left:24px}' +
      '.rdp:not([dir=rtl]) .rdp-day_range_start{border-top-right-radius:0}' +
      '.bp6-tooltip.bp6-popover-placement-left .bp6-popover-arrow{transform:translate(-3px)}' +
      '.bp6-popover-arrow:before{transform:rotate(45deg)}' +
      '.u-cursor-x{left:0}' +
      '.bp6-menu{text-align:left}'
    expect(await rtlOverrides(css)).toBe('[dir="rtl"] .bp6-menu{text-align:right}')
  })

  it('takes the rules written by hand as they are, compact, and refuses one outside [dir="rtl"]', () => {
    expect(
      handWrittenRtl(
        '/* why */\n[dir=\'rtl\'] :is([data-icon="a"], [data-icon="b"]),\n[dir="rtl"] .c::after {\n  transform: scaleX(-1);\n}\n',
      ),
    ).toBe(
      '[dir="rtl"] :is([data-icon="a"],[data-icon="b"]),[dir="rtl"] .c::after{transform:scaleX(-1)}',
    )
    expect(() => handWrittenRtl('[dir="rtl"] .a, .b { left: 0 }')).toThrow('".b" is not under')
  })

  it('leaves every English stylesheet as it was, byte for byte, and names its own in index.html', async () => {
    const html = '<html><head><title>x</title></head><body></body></html>'
    const bundle: Record<string, { type: string; fileName: string; source: string }> = {
      'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css', source: LTR },
      'assets/screen-2.css': {
        type: 'asset',
        fileName: 'assets/screen-2.css',
        source: '.x{float:left}',
      },
      'index.html': { type: 'asset', fileName: 'index.html', source: html },
    }
    const before = structuredClone(bundle)
    const emitted: { name: string; source: string }[] = []
    const plugin = rtlStylesheet(resolve('src/styles/rtl.css'))
    const hook = plugin.generateBundle as { handler: (...args: unknown[]) => Promise<void> }
    await hook.handler.call(
      {
        emitFile: (file: { name: string; source: string }) => (emitted.push(file), 'ref'),
        getFileName: () => 'assets/rtl-abc.css',
      },
      {},
      bundle,
    )
    expect(bundle['assets/index-1.css']).toEqual(before['assets/index-1.css'])
    expect(bundle['assets/screen-2.css']).toEqual(before['assets/screen-2.css'])
    expect(emitted).toHaveLength(1)
    expect(emitted[0]!.source).toContain('[dir="rtl"] .x{float:right}')
    // The icons that point along the line, mirrored (rtl.css).
    expect(emitted[0]!.source).toMatch(
      /\[dir="rtl"\] :is\([^{]*\[data-icon="chevron-right"\],[^{]*\)[^{]*\{transform:scaleX\(-1\)\}/,
    )
    expect(emitted[0]!.source).not.toMatch(/(^|})(?!\[dir="rtl"\]|@media)[^{}]+\{/)
    expect(bundle['index.html']!.source).toContain(
      '<meta name="rtl-stylesheet" content="/assets/rtl-abc.css" />',
    )
  })
})
