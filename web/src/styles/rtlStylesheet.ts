/**
 * Right to left at build time (docs/architecture.md#languages): Blueprint has no right-to-left
 * support of its own, so the build runs postcss-rtlcss (override mode) over every stylesheet it
 * made and keeps only the rules that mode adds, each under `[dir="rtl"]`, in one stylesheet of
 * their own. The English stylesheets are never rewritten (byte for byte what they were); the
 * Arabic one is named by a `<meta name="rtl-stylesheet">` in index.html and loaded only by a
 * page that speaks a right-to-left language (lib/i18n/language.ts). Our own CSS is written with
 * logical properties, which need no flipping.
 */
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

/** The rules postcss-rtlcss adds under `[dir="rtl"]` to `css`, inside their own at-rules. */
export async function rtlOverrides(css: string): Promise<string> {
  const flipped = await postcss([rtlcss({ mode: 'override' })]).process(css, { from: undefined })
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

/** The Vite plugin: one `assets/rtl-<hash>.css` from every stylesheet, named in index.html. */
export function rtlStylesheet(): Plugin {
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
        const ref = this.emitFile({ type: 'asset', name: 'rtl.css', source: parts.join('') })
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
