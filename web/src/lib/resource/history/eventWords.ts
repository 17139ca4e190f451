import type { ChangeWriter, EventWriter } from 'contracts'
import { localDigits, messages, say } from '../../i18n'
import { formatLbp, formatRate, formatUsd } from '../../i18n/money'
import en from '../messages.en.json'

const m = messages(en)

/**
 * A change of the audit trail in the page's language and digits (English as the API
 * writes it): the Activity screen's changes and the History tab's sentences.
 */
export const pageChanges: ChangeWriter = {
  usd: formatUsd,
  lbp: formatLbp,
  rate: formatRate,
  // A plain number as the API writes it (never grouped), in the page's digits.
  number: (value) => localDigits(String(value)),
  words: say,
  empty: () => m.changeEmpty(),
  yes: () => m.yes(),
  no: () => m.no(),
  passwordChanged: () => m.passwordChanged(),
  set: (field, value) => m.changeSet({ field, value }),
  fromTo: (field, before, after) => m.changeFromTo({ field, before, after }),
}

/** An event's sentence in the page's language: "Karim Khoury moved “#1042”: Status from …". */
export const pageEvents: EventWriter = {
  change: pageChanges,
  apart: () => m.eventChangesApart(),
  changed: (who, changes, record) =>
    record === undefined
      ? changes
        ? m.eventChanged({ who, changes })
        : m.eventChangedNothing({ who })
      : changes
        ? m.eventChangedOf({ who, changes, record })
        : m.eventChangedNothingOf({ who, record }),
  created: (who, record) =>
    record === undefined ? m.eventCreated({ who }) : m.eventCreatedRecord({ who, record }),
  did: (who, action, record, changes) => {
    const verb = m.eventVerb({ action })
    return changes
      ? m.eventDidWith({ who, verb, record, changes })
      : m.eventDid({ who, verb, record })
  },
}
