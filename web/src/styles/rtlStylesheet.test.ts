import { describe, expect, it } from 'vitest'
import { rtlOverrides, rtlStylesheet } from './rtlStylesheet'

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
    const plugin = rtlStylesheet()
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
    expect(emitted[0]!.source).not.toMatch(/(^|})(?!\[dir="rtl"\]|@media)[^{}]+\{/)
    expect(bundle['index.html']!.source).toContain(
      '<meta name="rtl-stylesheet" content="/assets/rtl-abc.css" />',
    )
  })
})
