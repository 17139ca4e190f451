import { FORM_ERROR, getIn } from 'final-form'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api'
import { errorMessage } from './errorMessage'
import { serverFailure, serverFieldName, shownOnce } from './serverFailure'

describe('server errors on form fields', () => {
  it('reads dotted and bracketed server keys as field names', () => {
    expect(serverFieldName('optionGroups.1.options.0.name')).toBe('optionGroups[1].options[0].name')
    expect(serverFieldName('optionGroups[1].name')).toBe('optionGroups[1].name')
    expect(serverFieldName('name')).toBe('name')
  })

  it('maps a 400 with Errors to submission errors on each field and the message on top', () => {
    const failure = serverFailure(
      new ApiError(400, 'Some fields are not valid.', {
        name: 'A category named Drinks already exists',
        'optionGroups.0.maxSelect': 'Maximum must be at least the minimum',
      }),
    )
    expect(failure.status).toBe(400)
    expect(failure.stale).toBe(false)
    expect(getIn(failure.submission ?? {}, 'name')).toBe('A category named Drinks already exists')
    expect(getIn(failure.submission ?? {}, 'optionGroups[0].maxSelect')).toBe(
      'Maximum must be at least the minimum',
    )
    expect(failure.submission?.[FORM_ERROR]).toBe('Some fields are not valid.')
  })

  it('says a refusal once: not on top when its field says the same', () => {
    const message = 'Ali Hamdan is not on shift.'
    const once = shownOnce(
      serverFailure(new ApiError(422, message, { riderId: message })).submission,
    )
    expect(once).toEqual({ riderId: message })
    const both = serverFailure(new ApiError(422, 'Not valid.', { riderId: message })).submission
    expect(shownOnce(both)).toEqual(both)
  })

  it('recognises a stale record and uses the server words', () => {
    const failure = serverFailure(new ApiError(409, 'Someone else changed this record.'))
    expect(failure.stale).toBe(true)
    expect(failure.message).toBe('Someone else changed this record.')
  })

  it('falls back to a readable text when the server sent none', () => {
    expect(errorMessage(new ApiError(0, undefined))).toMatch(/could not be reached/)
    expect(errorMessage(new ApiError(503, undefined))).toMatch(/status 503/)
    expect(errorMessage(new ApiError(422, 'This category still has 3 sub-categories.'))).toBe(
      'This category still has 3 sub-categories.',
    )
    expect(serverFailure(new ApiError(409, undefined)).message).toMatch(/Someone else changed/)
  })
})
