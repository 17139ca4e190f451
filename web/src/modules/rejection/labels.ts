import { messages } from '../../lib/i18n'
import en from './messages.en.json'

export const m = messages(en)

/** What the rejection-reason screens call each field (the contract's words). */
export const REJECTION_LABELS = {
  get text() {
    return m.text()
  },
  get textAr() {
    return m.textAr()
  },
  get isActive() {
    return m.isActive()
  },
  get sortOrder() {
    return m.sortOrder()
  },
}
