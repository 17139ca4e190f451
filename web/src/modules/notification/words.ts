import { messages } from '../../lib/i18n'
import en from './messages.en.json'

/** The push-notification screens' words (messages.en.json; Arabic in web/src/locales/ar.json). */
export const m = messages(en)
