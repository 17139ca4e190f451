import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** What the role screens call each field. */
export const ROLE_LABELS = {
  get name() {
    return m.name()
  },
  get description() {
    return m.description()
  },
  get permissions() {
    return m.permissions()
  },
}
