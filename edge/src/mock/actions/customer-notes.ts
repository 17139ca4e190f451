import { recordEvent, recordLabelOf } from '../audit/record'
import { CUSTOMER_NOTES_SHOWN, customerRoutes } from 'contracts'
import { bind } from '../context'
import type { Binding } from '../context'
import { notFound } from '../errors'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store } from '../store/store'

/** Internal notes live in their own table, one row per note; they are never edited. */
export const CUSTOMER_NOTE_TABLE = 'customerNote'

function requireCustomer(store: Store, id: number): Row {
  const customer = store.table(TABLE.customer).get(id)
  if (!customer) throw notFound()
  return customer
}

/** A customer's internal notes: read newest first, add one with the author and time kept. */
export const customerNoteBindings: Binding[] = [
  bind(customerRoutes.listCustomerNotes, ({ store, params }) => {
    requireCustomer(store, params.id)
    const notes = [...store.table(CUSTOMER_NOTE_TABLE).values()]
      .filter((n) => n.customerId === params.id)
      .sort((a, b) => b.id - a.id)
      .slice(0, CUSTOMER_NOTES_SHOWN)
    return { Data: notes }
  }),
  bind(customerRoutes.addCustomerNote, ({ c, store, actor, params, body }) => {
    const customer = requireCustomer(store, params.id)
    const now = new Date(store.now()).toISOString()
    const id = store.nextId(CUSTOMER_NOTE_TABLE)
    const { employee } = actor
    const note = {
      id,
      createdAt: now,
      updatedAt: now,
      version: 0,
      customerId: params.id,
      text: body.text,
      authorId: employee.id,
      authorName: `${employee.firstName} ${employee.lastName}`,
    }
    store.table(CUSTOMER_NOTE_TABLE).put(id, note)
    recordEvent(c, {
      module: 'customer',
      recordId: params.id,
      recordLabel: recordLabelOf(customer),
      action: 'note',
      changes: [{ field: 'text', label: 'Note', before: null, after: body.text }],
    })
    return c.json({ Data: note }, 201)
  }),
]
