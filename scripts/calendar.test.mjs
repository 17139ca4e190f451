// The clock sweep (node --test, a step of `npm run lint`): each moment is what its name says on
// the time zone data, the command line picks the runs, and a failure names the moment and zone.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  BEIRUT,
  MOMENTS,
  PACKAGES,
  QUICK,
  ZONES,
  command,
  failedTests,
  plan,
  summary,
} from './calendar.mjs'

const HOUR = 3_600_000
const at = (id) => Date.parse(MOMENTS.find((m) => m.id === id).at)

/** The wall clock in `zone` at `ms`: year, month, day, hour, minute as numbers. */
function wall(ms, zone) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'long',
  }).formatToParts(ms)
  const part = (type) => parts.find((p) => p.type === type).value
  const [year, month, day, hour, minute] = ['year', 'month', 'day', 'hour', 'minute'].map((t) =>
    Number(part(t)),
  )
  return { year, month, day, hour, minute, weekday: part('weekday') }
}

const dateOf = (ms, zone) => {
  const w = wall(ms, zone)
  return `${w.year}-${w.month}-${w.day}`
}

/** Hours in the day `ms` falls in, on `zone`'s clock (Beirut's midnights fall on whole UTC hours). */
function hoursInDay(ms, zone) {
  const date = dateOf(ms, zone)
  const hourly = Array.from(
    { length: 97 },
    (_, i) => Math.floor(ms / HOUR) * HOUR + (i - 48) * HOUR,
  )
  return hourly.filter((t) => dateOf(t, zone) === date).length
}

/** The last Sunday of `month` (1–12) of `year`, as a day of the month. */
function lastSunday(year, month) {
  const last = new Date(Date.UTC(year, month, 0))
  return last.getUTCDate() - last.getUTCDay()
}

test('a few minutes before a UTC midnight, already the next day in Beirut', () => {
  const t = at('utc-midnight')
  const utc = wall(t, 'UTC')
  assert.ok(utc.hour === 23 && utc.minute >= 45, `${utc.hour}:${utc.minute}`)
  assert.notEqual(dateOf(t, BEIRUT), dateOf(t, 'UTC'))
})

test("Beirut's two clock-change nights: a day of 23 hours and one of 25, on the last Sundays of March and October", () => {
  const forward = at('beirut-forward')
  const back = at('beirut-back')
  assert.equal(hoursInDay(forward, BEIRUT), 23)
  assert.equal(hoursInDay(back, BEIRUT), 25)
  assert.equal(hoursInDay(forward, 'UTC'), 24)

  // Lebanon moves its clocks at 00:00 local time on the last Sunday of March (forward) and of
  // October (back): the forward moment is early on that Sunday, the back one is in the hour
  // the Saturday repeats before it.
  const f = wall(forward, BEIRUT)
  assert.deepEqual([f.month, f.day, f.weekday], [3, lastSunday(f.year, 3), 'Sunday'])
  const b = wall(back, BEIRUT)
  assert.deepEqual([b.month, b.day + 1, b.weekday], [10, lastSunday(b.year, 10), 'Saturday'])
  assert.equal(b.hour, 23)
  assert.equal(wall(back - HOUR, BEIRUT).hour, 23, 'the hour before read 23:xx too')
})

test("Beirut's new year while UTC is still in the old one", () => {
  const t = at('beirut-new-year')
  const [beirut, utc] = [wall(t, BEIRUT), wall(t, 'UTC')]
  assert.deepEqual([beirut.month, beirut.day], [1, 1])
  assert.deepEqual([utc.month, utc.day, utc.year], [12, 31, beirut.year - 1])
})

test('a 29 February in every zone, the evening in Beirut', () => {
  const t = at('leap-day')
  for (const zone of ZONES)
    assert.deepEqual([wall(t, zone).month, wall(t, zone).day], [2, 29], zone)
  assert.ok(wall(t, BEIRUT).hour >= 18)
})

test("a month's last evening in Beirut, its last day in every zone", () => {
  const t = at('month-end')
  for (const zone of ZONES) assert.equal(wall(t + 24 * HOUR, zone).day, 1, zone)
  assert.ok(wall(t, BEIRUT).hour >= 18)
})

test('the sweep is every moment in every zone for each package; npm test runs two pairs', () => {
  const all = plan([])
  assert.equal(all.length, MOMENTS.length * ZONES.length * PACKAGES.length)
  assert.equal(new Set(all.map((r) => `${r.moment.id} ${r.zone} ${r.pkg.name}`)).size, all.length)

  const quick = plan(['--quick'])
  assert.deepEqual(
    [...new Set(quick.map((r) => `${r.moment.id} ${r.zone}`))],
    QUICK.map((q) => `${q.moment} ${q.zone}`),
  )
  assert.equal(quick.length, QUICK.length * PACKAGES.length)
  // The quick runs leave the fuzz test out of edge; the sweep runs it.
  const edgeArgs = (runs) => runs.find((r) => r.pkg.name === 'edge').pkg.args
  assert.ok(edgeArgs(quick).includes('**/fuzz.test.ts'))
  assert.ok(!edgeArgs(all).includes('**/fuzz.test.ts'))
  assert.equal(new Set(QUICK.map((q) => q.moment)).size, QUICK.length, 'two moments')
  assert.equal(new Set(QUICK.map((q) => q.zone)).size, QUICK.length, 'two zones')
})

test('one moment, zone, package and file', () => {
  const runs = plan([
    '--moment',
    'beirut-back',
    '--zone',
    BEIRUT,
    '--package',
    'web',
    '--',
    'src/lib/dates.test.ts',
  ])
  assert.equal(runs.length, 1)
  const { argv, env, cwd } = command(runs[0], '/tmp/report.json')
  assert.equal(env.TZ, BEIRUT)
  assert.deepEqual(argv.slice(0, 2), ['faketime', '2026-10-24 21:05:00 UTC'])
  assert.match(argv[2], /web\/node_modules\/\.bin\/vitest$/)
  assert.equal(argv.at(-1), 'src/lib/dates.test.ts')
  assert.match(cwd, /\/web$/)

  assert.throws(() => plan(['--moment', 'noon']), /no moment noon: one of utc-midnight, /)
  assert.throws(() => plan(['--zone']), /--zone needs a value/)
  assert.throws(() => plan(['--fast']), /unknown option --fast/)
})

test('edge runs without the files that start the worker (workerd stalls under libfaketime)', () => {
  const [edge] = plan(['--moment', 'leap-day', '--zone', 'UTC', '--package', 'edge'])
  const { argv } = command(edge, '/tmp/r.json')
  assert.deepEqual(argv.slice(argv.indexOf('--exclude'), argv.indexOf('--exclude') + 2), [
    '--exclude',
    '**/*.integration.test.ts',
  ])
})

test('a failure names the moment, the zone, the package, the tests, and how to run it again', () => {
  const [run] = plan(['--moment', 'beirut-back', '--zone', BEIRUT, '--package', 'edge'])
  const cwd = command(run, '').cwd
  const report = {
    testResults: [
      {
        name: `${cwd}/src/mock/actions/dashboard.test.ts`,
        status: 'failed',
        assertionResults: [
          { status: 'passed', fullName: 'GET /dashboard ranks' },
          { status: 'failed', fullName: 'GET /dashboard counts as revenue' },
        ],
      },
      { name: `${cwd}/src/broken.test.ts`, status: 'failed', message: 'SyntaxError' },
      { name: `${cwd}/src/fine.test.ts`, status: 'passed', assertionResults: [] },
    ],
  }
  const tests = failedTests(report, cwd)
  assert.deepEqual(tests, [
    'src/mock/actions/dashboard.test.ts › GET /dashboard counts as revenue',
    'src/broken.test.ts (SyntaxError)',
  ])
  const lines = summary([
    { run, code: 1, tests },
    { run: plan(['--moment', 'leap-day', '--zone', 'UTC', '--package', 'web'])[0], code: 0 },
  ])
  assert.deepEqual(lines, [
    '== calendar: 1 of 2 runs green',
    `  FAILED at beirut-back (2026-10-24T21:05:00Z, ${run.moment.name}) in Asia/Beirut: edge`,
    '    src/mock/actions/dashboard.test.ts › GET /dashboard counts as revenue',
    '    src/broken.test.ts (SyntaxError)',
    '    again: node scripts/calendar.mjs --moment beirut-back --zone Asia/Beirut --package edge',
  ])
})
