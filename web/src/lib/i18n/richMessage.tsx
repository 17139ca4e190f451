import { Fragment } from 'react'
import type { ReactNode } from 'react'
import type { Message } from './state'

const OPEN = '\uE000'
const CLOSE = '\uE001'
const MARK = /\uE000(\w+)\uE001/

/**
 * A message whose arguments may be elements (`<strong>`, a phone in `<bdi>`, a link): the
 * message is said with a mark in each element's place, then the marks become the elements,
 * where the language's word order puts them. Text and number arguments pass as they are.
 */
export function richMessage(message: Message, values: Record<string, ReactNode>): ReactNode {
  const said: Record<string, unknown> = {}
  const elements: Record<string, ReactNode> = {}
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') said[name] = value
    else {
      said[name] = `${OPEN}${name}${CLOSE}`
      elements[name] = value
    }
  }
  const parts = message(said).split(MARK)
  if (parts.length === 1) return parts[0]
  return parts.map((part, i) =>
    i % 2 === 1 ? <Fragment key={i}>{elements[part]}</Fragment> : part,
  )
}
