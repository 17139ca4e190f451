import { describe, expect, it } from 'vitest'
import { readRangeDay, readTypedRange } from './typedRange'

const TODAY = '2026-11-25'

describe('readRangeDay', () => {
  it('reads a day as people type it, up to today', () => {
    expect(readRangeDay('20/11/2026', TODAY)).toEqual({ ok: true, value: '2026-11-20' })
    expect(readRangeDay('2026-11-25', TODAY)).toEqual({ ok: true, value: '2026-11-25' })
    expect(readRangeDay('٢٠/١١/٢٠٢٦', TODAY)).toEqual({ ok: true, value: '2026-11-20' })
    expect(readRangeDay('Nov 26 2026', TODAY)).toEqual({
      ok: false,
      error: 'Enter a day up to today, November 25, 2026',
    })
    expect(readRangeDay('31/02/2026', TODAY)).toEqual({
      ok: false,
      error: 'February 2026 has 28 days: there is no day 31',
    })
  })
})

describe('readTypedRange', () => {
  it('makes the range of the box typed and the other bound', () => {
    expect(
      readTypedRange({ from: { text: '10/11/2026' }, to: { day: '2026-11-17' } }, 'from', TODAY),
    ).toEqual({
      ok: true,
      range: { from: '2026-11-10', to: '2026-11-17' },
    })
    // The other box's text, refused before for its order, is read again.
    expect(
      readTypedRange({ from: { text: '20/11/2026' }, to: { text: '22/11/2026' } }, 'to', TODAY),
    ).toEqual({
      ok: true,
      range: { from: '2026-11-20', to: '2026-11-22' },
    })
  })

  it('refuses the box typed on the wrong side of the other, naming it', () => {
    expect(
      readTypedRange({ from: { text: '20/11/2026' }, to: { day: '2026-11-17' } }, 'from', TODAY),
    ).toEqual({
      ok: false,
      bound: 'from',
      error: 'November 20, 2026 is after the end, November 17, 2026: change the end too',
    })
    expect(
      readTypedRange({ from: { day: '2026-11-15' }, to: { text: '13/11/2026' } }, 'to', TODAY),
    ).toEqual({
      ok: false,
      bound: 'to',
      error: 'November 13, 2026 is before the start, November 15, 2026: change the start too',
    })
  })

  it('leaves the refusal with the other box while its text still cannot be read', () => {
    expect(
      readTypedRange({ from: { text: '31/02/2026' }, to: { text: '22/11/2026' } }, 'to', TODAY),
    ).toEqual({
      ok: false,
      bound: 'from',
      error: 'February 2026 has 28 days: there is no day 31',
    })
  })
})
