import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/** From what share of its limit a text shows how long it is. */
const NEAR = 0.8

/** A text's length against its limit once near it ("412 / 500 characters"), else undefined. */
export function lengthCount(text: string, max: number): string | undefined {
  return text.length >= max * NEAR ? m.lengthCount({ length: text.length, max }) : undefined
}
