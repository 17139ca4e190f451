// The docs' link check (a step of `npm run lint`): every relative link and image of the
// README and docs/ must name a file or folder of the repository, and every `#anchor` a heading
// of its target (GitHub's heading ids). Links to the web (http:, https:, mailto:) are not
// fetched: the check runs offline. The code's comments are checked too: every
// `docs/<file>.md#anchor` they cite must resolve, and none may cite a document outside the
// repository by its section or an issue by its number (docs/requirements.md says the rule in
// the team's words, and is what code cites). Exits 1 and names each broken link.
//   node scripts/check-links.mjs [--root=dir] [file.md …]
//   (default: README.md, docs/**/*.md and the packages' README.md of the repository, and
//   every source file of the repository)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The markdown files checked by default. */
export function defaultFiles(root = ROOT) {
  const files = [join(root, 'README.md')]
  for (const pkg of ['contracts', 'edge', 'web', 'e2e']) {
    const readme = join(root, pkg, 'README.md')
    if (existsSync(readme)) files.push(readme)
  }
  const walk = (dir) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.md')) files.push(path)
    }
  }
  walk(join(root, 'docs'))
  return files
}

/** The text without fenced code blocks and inline code, where a link is not a link. */
function withoutCode(text) {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(`+)[\s\S]*?\1/g, (code) => code.replace(/[^\n]/g, ' '))
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every heading id of a markdown text, with GitHub's -1, -2 … for repeats. */
export function anchorsOf(text) {
  const seen = new Map()
  const anchors = new Set()
  const lines = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').split('\n')
  for (const line of lines) {
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!match) continue
    const base = slug(match[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'))
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

/** The targets of the inline links and images of a markdown text, with their line. */
export function linksOf(text) {
  const links = []
  const clean = withoutCode(text)
  const pattern = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g
  for (const match of clean.matchAll(pattern)) {
    const line = clean.slice(0, match.index).split('\n').length
    links.push({ target: match[1], line })
  }
  return links
}

/** The broken links of one markdown file, as `file:line: target (why)`. */
export function checkFile(file, root = ROOT) {
  const text = readFileSync(file, 'utf8')
  const problems = []
  const where = (line) => `${relative(root, file)}:${line}`
  for (const { target, line } of linksOf(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue // http:, https:, mailto: …
    const hash = target.indexOf('#')
    const pathPart = decodeURI(hash === -1 ? target : target.slice(0, hash))
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1))
    const path = pathPart === '' ? file : resolve(dirname(file), pathPart)
    if (!path.startsWith(root)) {
      problems.push(`${where(line)}: ${target} (outside the repository)`)
      continue
    }
    if (!existsSync(path)) {
      problems.push(`${where(line)}: ${target} (no such file)`)
      continue
    }
    if (anchor === null || anchor === '') continue
    if (statSync(path).isDirectory() || !path.endsWith('.md')) {
      problems.push(`${where(line)}: ${target} (an anchor into a file that is not markdown)`)
      continue
    }
    if (!anchorsOf(readFileSync(path, 'utf8')).has(anchor)) {
      problems.push(`${where(line)}: ${target} (no heading #${anchor} in ${relative(root, path)})`)
    }
  }
  return problems
}

/** Source files: code and styles. */
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|scss)$/
/** Folders of dependencies, builds and tools' output, never the team's code. */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  '.git',
  '.wrangler',
  '.vite',
  'test-results',
  'playwright-report',
])

/** This check's own tests: their docs are fixtures, written in a temporary folder. */
const OWN_TESTS = 'check-links.test.mjs'

/** Every source file of the repository whose comments may cite the docs. */
export function sourceFiles(root = ROOT) {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!NOT_SOURCE.has(entry.name)) walk(join(dir, entry.name))
      } else if (SOURCE.test(entry.name) && entry.name !== OWN_TESTS)
        files.push(join(dir, entry.name))
    }
  }
  walk(root)
  return files
}

/** A doc cited in code, from the repository's root: `docs/requirements.md#constants`. */
const CITATION = /(?<![\w/.-])(docs\/[\w-]+(?:\/[\w-]+)*\.md)(?:#([\w-]+))?/g

/**
 * What code never cites: a section of a document outside the repository (the product's
 * specification and design, which docs/requirements.md now holds in the team's words), or an
 * issue by its number (its decision belongs in docs/requirements.md).
 */
const OUTSIDE = [
  {
    pattern: /\b(SPEC|DESIGN) \u00a7\s*\d*/g,
    why: 'a section of a document outside the repository',
  },
  { pattern: /\b[Ii]ssues? #?\d+/g, why: 'an issue by its number' },
]

/** The broken citations of one source file, as `file:line: citation (why)`. */
export function checkSource(file, root = ROOT) {
  const text = readFileSync(file, 'utf8')
  const problems = []
  const where = (index) => `${relative(root, file)}:${text.slice(0, index).split('\n').length}`
  const anchors = new Map()
  for (const match of text.matchAll(CITATION)) {
    const [citation, doc, anchor] = match
    const path = join(root, doc)
    if (!existsSync(path)) {
      problems.push(`${where(match.index)}: ${citation} (no such file)`)
      continue
    }
    if (!anchor) continue
    if (!anchors.has(doc)) anchors.set(doc, anchorsOf(readFileSync(path, 'utf8')))
    if (!anchors.get(doc).has(anchor))
      problems.push(`${where(match.index)}: ${citation} (no heading #${anchor} in ${doc})`)
  }
  for (const { pattern, why } of OUTSIDE)
    for (const match of text.matchAll(pattern))
      problems.push(
        `${where(match.index)}: ${match[0].trim()} (${why}: cite docs/requirements.md#… instead)`,
      )
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const rootArg = args.find((a) => a.startsWith('--root='))
  const root = rootArg ? resolve(rootArg.slice('--root='.length)) : ROOT
  const named = args.filter((a) => a !== rootArg).map((f) => resolve(f))
  const files = named.length > 0 ? named : defaultFiles(root)
  const sources = named.length > 0 ? [] : sourceFiles(root)
  const problems = [
    ...files.flatMap((file) => checkFile(file, root)),
    ...sources.flatMap((file) => checkSource(file, root)),
  ]
  if (problems.length > 0) {
    console.error(`Broken links (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`)
    process.exit(1)
  }
  console.log(
    `Links checked: ${files.length} markdown files and ${sources.length} source files, none broken.`,
  )
}
