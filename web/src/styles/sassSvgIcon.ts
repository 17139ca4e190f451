import { createRequire } from 'node:module'
import { SassColor, SassString, type Value } from 'sass-embedded'

const require = createRequire(import.meta.url)

/** An icon's SVG path data, as @blueprintjs/icons ships it: one module per icon and size. */
function iconPaths(size: string, name: string): string[] {
  const loaded = require(`@blueprintjs/icons/lib/cjs/generated/${size}px/paths/${name}.js`) as {
    default: string[]
  }
  return loaded.default
}

/** A Sass value as an SVG attribute: colours as #rrggbb (or rgb() with alpha), anything else as written. */
function attributeValue(value: Value): string {
  if (!(value instanceof SassColor)) return value.toString()
  const rgb = value.toSpace('rgb')
  const channels = (['red', 'green', 'blue'] as const).map((c) =>
    Math.round(Math.min(255, Math.max(0, rgb.channel(c)))),
  )
  if (rgb.alpha < 1) return `rgb(${channels.join(' ')} / ${rgb.alpha})`
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** The attributes to set on the SVG's paths: Blueprint only ever passes `(path: (fill: $color))`. */
function pathAttributes(selectors: Value | undefined): string {
  if (!selectors || selectors.realNull === null) return ''
  const attributes: string[] = []
  for (const [selector, declarations] of selectors.assertMap('selectors').contents) {
    const element = selector.assertString('selector').text
    if (element !== 'path') throw new Error(`svg-icon: only "path" can be styled, not "${element}"`)
    for (const [name, value] of declarations.assertMap(element).contents) {
      attributes.push(` ${name.assertString('attribute').text}='${attributeValue(value)}'`)
    }
  }
  return attributes.join('')
}

/** The minimal data-URI encoding Blueprint's own build uses (smaller than base64). */
function svgDataUri(svg: string): string {
  const encoded = svg
    .replace(/%/g, '%25')
    .replace(/"/g, "'")
    .replace(/</g, '%3c')
    .replace(/>/g, '%3e')
    .replace(/#/g, '%23')
  return `url("data:image/svg+xml,${encoded}")`
}

/**
 * `svg-icon("16px/chevron-right.svg", (path: (fill: $color)))`: the Sass function
 * Blueprint's sources call to inline an icon (breadcrumb chevrons, the checkbox tick).
 * Blueprint's build reads it from SVG files its npm package does not ship, so here the
 * icon is drawn from the path data of @blueprintjs/icons; only the icons the Sass names
 * are read, at build time, and the result is a data: URI (allowed by the CSP's img-src).
 */
export function svgIcon(args: Value[]): Value {
  const [file, selectors] = args
  const text = file?.assertString('path').text ?? ''
  const match = /^(16|20)px\/([a-z0-9-]+)\.svg$/.exec(text)
  if (!match?.[1] || !match[2]) throw new Error(`svg-icon: "${text}" is not like "16px/name.svg"`)
  const [, size, name] = match
  const fill = pathAttributes(selectors)
  const paths = iconPaths(size, name)
    .map((d) => `<path${fill} d='${d}'/>`)
    .join('')
  return new SassString(
    svgDataUri(
      `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${size} ${size}'>${paths}</svg>`,
    ),
    { quotes: false },
  )
}
