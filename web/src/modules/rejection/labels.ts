import { messages } from '../../lib/i18n'
import en from './messages.en.json'

export const m = messages(en)

/** What the rejection-reason screens call each field (the contract's words). */
export const REJECTION_LABELS = {
  text: m.text(),
  textAr: m.textAr(),
  isActive: m.isActive(),
  sortOrder: m.sortOrder(),
}
