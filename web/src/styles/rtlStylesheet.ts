/**
 * Right to left at build time (docs/architecture.md#languages): Blueprint has no right-to-left
 * support of its own, so the build runs postcss-rtlcss (override mode) over every stylesheet it
 * made and keeps only the rules that mode adds, each under `[dir="rtl"]`, in one stylesheet of
 * their own. The English stylesheets are never rewritten (byte for byte what they were); the
 * Arabic one is named by a `<meta name="rtl-stylesheet">` in index.html and loaded only by a
 * page that speaks a right-to-left language (lib/i18n/language.ts). Our own CSS is written with
 * logical properties, which need no flipping. What no flip can say (icons that point along the
 * line) is written by hand in rtl.css, appended to it.
 */
import { readFileSync } from 'node:fs'
import postcss from 'postcss'
import type { AtRule, ChildNode, Container, Root } from 'postcss'
import rtlcss from 'postcss-rtlcss'
import type { Plugin } from 'vite'

const RTL = '[dir="rtl"]'

/** A node written without spaces: the flipped rules are read by browsers only. */
function compact(node: ChildNode) {
  node.cleanRaws()
  if (node.type === 'decl') Object.assign(node.raws, { before: '', between: ':' })
  else if (node.type === 'rule' || node.type === 'atrule') {
    Object.assign(node.raws, { before: '', between: '', after: '', semicolon: false })
    if (node.type === 'atrule') node.raws.afterName = ' '
    node.each((child) => compact(child))
  }
}

/**
 * Rules that are never flipped. Those already written for one direction (`[dir=rtl] …`,
 * `.rdp:not([dir=rtl]) …`: Blueprint's own, react-day-picker's) would be turned back the
 * wrong way. Popper's placements (`…-popover-placement-left`, a popover's arrow) name the
 * physical side it measured, the same in either direction. uPlot's plot (`.u-…`) runs left to
 * right in every language (its box is `dir="ltr"`) and places its cursor from the left.
 */
const UNFLIPPED = /\[dir=|:dir\(|-popover-placement-|-popover-arrow|\.u-[a-z]/

/** The rules postcss-rtlcss adds under `[dir="rtl"]` to `css`, inside their own at-rules. */
export async function rtlOverrides(css: string): Promise<string> {
  const source = postcss.parse(css)
  source.walkRules((rule) => {
    if (UNFLIPPED.test(rule.selector)) rule.remove()
  })
  const flipped = await postcss([rtlcss({ mode: 'override' })]).process(source, {
    from: undefined,
  })
  const out: Root = postcss.root()
  flipped.root.walkRules((rule) => {
    if (!rule.selector.includes(RTL)) return
    // Its at-rules (@media, @supports), outermost first, each reused while the last one matches.
    const chain: AtRule[] = []
    for (let up = rule.parent; up && up.type === 'atrule'; up = up.parent)
      chain.unshift(up as AtRule)
    let into: Container = out
    for (const at of chain) {
      const last = into.last
      if (last?.type === 'atrule' && last.name === at.name && last.params === at.params) into = last
      else {
        const copy = at.clone({ nodes: [] })
        into.append(copy)
        into = copy
      }
    }
    into.append(rule.clone())
  })
  out.each((node) => compact(node))
  return out.toString()
}

/** rtl.css (the rules written by hand), compact; each of its rules must be under `[dir="rtl"]`. */
export function handWrittenRtl(css: string): string {
  const root = postcss.parse(css)
  root.walkComments((comment) => void comment.remove())
  root.walkRules((rule) => {
    if (rule.parent?.type === 'rule') return
    const selectors = rule.selectors.map((selector) =>
      selector
        .replace(/'/g, '"')
        .replace(/\s+/g, ' ')
        .replace(/\s*([(),])\s*/g, '$1'),
    )
    const outside = selectors.find((selector) => !selector.startsWith(RTL))
    if (outside !== undefined) throw new Error(`rtl.css: "${outside}" is not under ${RTL}`)
    rule.selector = selectors.join(',')
  })
  root.each((node) => compact(node))
  root.raws.after = ''
  return root.toString()
}

/**
 * The Vite plugin: one `assets/rtl-<hash>.css` from every stylesheet and the rules written by
 * hand in `byHandFile` (rtl.css), named in index.html.
 */
export function rtlStylesheet(byHandFile: string): Plugin {
  return {
    name: 'rtl-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const sheets = Object.values(bundle)
          .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
          .sort((a, b) => a.fileName.localeCompare(b.fileName))
        const parts = await Promise.all(
          sheets.map((file) => rtlOverrides(String((file as { source: unknown }).source))),
        )
        const byHand = handWrittenRtl(readFileSync(byHandFile, 'utf8'))
        const ref = this.emitFile({
          type: 'asset',
          name: 'rtl.css',
          source: parts.join('') + byHand,
        })
        const href = `/${this.getFileName(ref)}`
        const html = bundle['index.html']
        if (html?.type !== 'asset')
          throw new Error('rtl-stylesheet: index.html is not in the bundle')
        html.source = String(html.source).replace(
          '</head>',
          `  <meta name="rtl-stylesheet" content="${href}" />\n  </head>`,
        )
      },
    },
  }
}
