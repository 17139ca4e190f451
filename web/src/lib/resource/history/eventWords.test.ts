// An audit event's sentence in the page's language: English word for word as the API's own
// describeEvent writes it, Arabic with no English verb left.
import { AUDIT_ACTIONS, describeEvent } from 'contracts'
import type { AuditEvent } from 'contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { speakArabic, speakEnglish } from '../../orders/testing'
import { pageEvents } from './eventWords'

afterEach(speakEnglish)

const event = (action: AuditEvent['action'], changes: AuditEvent['changes']): AuditEvent => ({
  id: 1,
  at: '2026-05-01T09:00:00.000Z',
  employeeId: 1,
  employeeName: 'Rania Haddad',
  module: 'order',
  recordId: 7,
  recordLabel: 'BEY-10007',
  branchId: null,
  action,
  changes,
})
const status = { field: 'status', label: 'Status', before: 'pending', after: 'accepted' }
const every = AUDIT_ACTIONS.flatMap((action) => [
  event(action, []),
  event(action, [status, status]),
])

describe('an audit event in words', () => {
  it('reads in English exactly as the API writes it, for every action, with or without the record', () => {
    for (const e of every) {
      expect(describeEvent(e, {}, pageEvents)).toBe(describeEvent(e))
      expect(describeEvent(e, { withRecord: true }, pageEvents)).toBe(
        describeEvent(e, { withRecord: true }),
      )
    }
  })

  it('reads in Arabic for every action, with nothing English but the data', async () => {
    await speakArabic()
    for (const e of every) {
      for (const withRecord of [false, true]) {
        const said = describeEvent(e, { withRecord }, pageEvents)
        expect(said).toContain('Rania Haddad')
        expect(said.replace(/Rania Haddad|BEY/g, ''), said).not.toMatch(/[A-Za-z]/)
      }
    }
    expect(describeEvent(event('cancel', []), {}, pageEvents)).toBe('Rania Haddad ألغى “BEY-10007”')
  })
})
