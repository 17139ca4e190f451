// The link check's own tests (node --test, a step of `npm run lint`): a broken link and a
// broken anchor each fail it; good links, web links and code pass.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { anchorsOf, checkFile, checkSource, slug, sourceFiles } from './check-links.mjs'

let root
const write = (path, text) => {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), text)
  return join(root, path)
}

before(() => {
  root = mkdtempSync(join(tmpdir(), 'check-links-'))
  write(
    'docs/target.md',
    '# Target\n\n## Exactly once: `Idempotency-Key`\n\n## Notes\n\n## Notes\n',
  )
  write('src/code.ts', 'export {}\n')
})
after(() => rmSync(root, { recursive: true, force: true }))

test('links to files, folders and headings that exist pass', () => {
  const file = write(
    'README.md',
    [
      '[target](docs/target.md), [anchor](docs/target.md#exactly-once-idempotency-key),',
      '[a repeat](docs/target.md#notes-1), [code](src/code.ts), [folder](src/),',
      '![picture](docs/target.md), [web](https://example.com/x#y), [here](#top)',
      '',
      '# Top',
      '',
      '`[not a link](missing.md)`',
      '```',
      '[not a link either](missing.md)',
      '```',
    ].join('\n'),
  )
  assert.deepEqual(checkFile(file, root), [])
})

test('a link to a file that does not exist fails, naming the file and line', () => {
  const file = write('docs/broken-file.md', '# Doc\n\nSee [the guide](guide.md).\n')
  assert.deepEqual(checkFile(file, root), ['docs/broken-file.md:3: guide.md (no such file)'])
})

test('an anchor that no heading of the target has fails', () => {
  const file = write(
    'docs/broken-anchor.md',
    'See [it](target.md#exactly-twice) and [me](#nothing).\n',
  )
  assert.deepEqual(checkFile(file, root), [
    'docs/broken-anchor.md:1: target.md#exactly-twice (no heading #exactly-twice in docs/target.md)',
    'docs/broken-anchor.md:1: #nothing (no heading #nothing in docs/broken-anchor.md)',
  ])
})

test("headings get GitHub's ids", () => {
  assert.equal(slug('The audit trail: GET /audit'), 'the-audit-trail-get-audit')
  assert.equal(slug('Lighthouse on /login'), 'lighthouse-on-login')
  assert.deepEqual([...anchorsOf('## A\n## A\n```\n# Not a heading\n```\n')], ['a', 'a-1'])
})

test('the command exits 1 on a broken link and names it', () => {
  const file = write('docs/broken-cli.md', '[x](nowhere.md)\n')
  const script = fileURLToPath(new URL('./check-links.mjs', import.meta.url))
  assert.throws(
    () => execFileSync(process.execPath, [script, `--root=${root}`, file], { stdio: 'pipe' }),
    (error) => error.status === 1 && /nowhere\.md \(no such file\)/.test(String(error.stderr)),
  )
})

test("code's citations of the docs must resolve: the file and its heading", () => {
  const file = write(
    'web/src/cites.ts',
    [
      '/** A rule (docs/target.md#notes), a doc (docs/target.md). */',
      '// docs/target.md#notes-1 and docs/target.md#exactly-once-idempotency-key.',
      "const a = 'docs/target.md#no-such-heading'",
      '/* docs/nowhere.md#notes */',
    ].join('\n'),
  )
  assert.deepEqual(checkSource(file, root), [
    'web/src/cites.ts:3: docs/target.md#no-such-heading (no heading #no-such-heading in docs/target.md)',
    'web/src/cites.ts:4: docs/nowhere.md#notes (no such file)',
  ])
})

test('code never cites a section of an outside document or an issue by its number', () => {
  // Spelled with escapes, so this file itself cites nothing.
  const file = write(
    'edge/src/old.ts',
    [
      '// the narrow breakpoint (SPEC \u00a79)',
      '/* the registry (DESIGN \u00a74), the riders (issue 30) */',
      '// Issue 23: phones. An issue without a number is fine, as is tissue 3.',
    ].join('\n'),
  )
  assert.deepEqual(checkSource(file, root), [
    'edge/src/old.ts:1: SPEC \u00a79 (a section of a document outside the repository: cite docs/requirements.md#… instead)',
    'edge/src/old.ts:2: DESIGN \u00a74 (a section of a document outside the repository: cite docs/requirements.md#… instead)',
    'edge/src/old.ts:2: issue 30 (an issue by its number: cite docs/requirements.md#… instead)',
    'edge/src/old.ts:3: Issue 23 (an issue by its number: cite docs/requirements.md#… instead)',
  ])
})

test('the source files are code and styles, outside dependencies and builds', () => {
  write('node_modules/dep/index.js', '')
  write('web/dist/assets/x.js', '')
  write('web/src/style.css', '')
  const found = sourceFiles(root).map((f) => f.slice(root.length + 1))
  assert.ok(found.includes('web/src/style.css'))
  assert.ok(found.includes('src/code.ts'))
  assert.ok(!found.some((f) => f.startsWith('node_modules/') || f.includes('/dist/')))
})
