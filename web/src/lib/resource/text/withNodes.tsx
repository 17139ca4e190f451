import { Fragment } from 'react'
import type { ReactNode } from 'react'
import type { Message } from '../../i18n'

/**
 * A message whose arguments are elements (a name in bold, an amount in `<strong>`): the
 * translation decides where each goes, the text between them stays plain text.
 * `withNodes(m.deleteQuestion, { label }, { record: <strong>…</strong> })`.
 */
export function withNodes(
  message: Message,
  values: Record<string, unknown>,
  nodes: Record<string, ReactNode>,
): ReactNode {
  const names = Object.keys(nodes)
  const marked = Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`]))
  const parts = message({ ...values, ...marked }).split('\u0000')
  // Odd parts are the markers' indexes, even parts the text around them.
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <Fragment key={i}>{nodes[names[Number(part)]!]}</Fragment>,
  )
}
