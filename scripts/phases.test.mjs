// The test command's phase runner (node --test, a step of `npm run lint`): phases run in order,
// a failing one stops the rest and its exit code is the command's, and each gets its time line.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { clock, runPhases, summary } from './phases.mjs'

const node = (code) => [process.execPath, '-e', code]
const quiet = () => undefined

test('every phase runs, in order, and each has its time', async () => {
  const { results, failure } = await runPhases(
    [
      { name: 'first', command: node('') },
      { name: 'second', command: node('') },
    ],
    quiet,
  )
  assert.equal(failure, 0)
  assert.deepEqual(
    results.map((r) => [r.name, r.status, typeof r.ms]),
    [
      ['first', 'passed', 'number'],
      ['second', 'passed', 'number'],
    ],
  )
})

test('a failing phase fails the command with its exit code; the rest are not run', async () => {
  const { results, failure } = await runPhases(
    [
      { name: 'lint', command: node('process.exit(3)') },
      { name: 'e2e', command: node('') },
    ],
    quiet,
  )
  assert.equal(failure, 3)
  assert.deepEqual(
    results.map((r) => r.status),
    ['FAILED (exit 3)', 'not run'],
  )
  assert.equal(results[1].ms, undefined)
})

test('the summary has one line per phase and the total', () => {
  const lines = summary([
    { name: 'install', ms: 15_400, status: 'passed' },
    { name: 'e2e', ms: 754_000, status: 'FAILED (exit 1)' },
    { name: 'after', status: 'not run' },
  ])
  assert.deepEqual(lines, [
    '== time per phase',
    '  install      0:15',
    '  e2e         12:34  FAILED (exit 1)',
    '  after              not run',
    '  total       12:49',
  ])
  assert.equal(clock(3_725_000), '1:02:05')
})
