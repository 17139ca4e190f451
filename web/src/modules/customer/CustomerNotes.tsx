import { Button, Card, Classes, FormGroup, TextArea } from '@blueprintjs/core'
import { customerRoutes } from 'contracts'
import type { Customer } from 'contracts'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { errorMessage } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { toastError } from '../../lib/toaster'
import { DrawerSection, Nothing } from './DrawerSection'
import { useCustomerActions } from './useCustomerActions'
import { m } from './words'

/** Internal notes, newest first, each with its author and time; a box to leave one. */
export function CustomerNotes({ customer }: { customer: Customer }) {
  const { can } = usePermissions()
  const actions = useCustomerActions(customer)
  const { data, error } = useApi(customerRoutes.listCustomerNotes, {
    params: { id: customer.id },
  })
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const sent = text.trim()
    if (sent === '' || busy) return
    setBusy(true)
    try {
      await actions.addNote(sent)
      // The box empties only if it still holds what was sent: the next note, typed while
      // this one was on its way, stays.
      setText((current) => (current.trim() === sent ? '' : current))
    } catch (failure) {
      void toastError(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  const notes = data?.Data
  return (
    <DrawerSection title={m.internalNotes()}>
      {can('customer', 'Update') && (
        <form onSubmit={(e) => void submit(e)}>
          <FormGroup label={m.newNote()} labelFor="customer-note" helperText={m.notesHelp()}>
            <TextArea
              id="customer-note"
              fill
              value={text}
              maxLength={1000}
              onChange={(e) => setText(e.currentTarget.value)}
            />
          </FormGroup>
          <Button type="submit" loading={busy} disabled={text.trim() === ''}>
            {m.addNote()}
          </Button>
        </form>
      )}
      {error && !notes && <Nothing>{errorMessage(error)}</Nothing>}
      {notes && notes.length === 0 && <Nothing>{m.noNote()}</Nothing>}
      {notes?.map((note) => (
        <Card key={note.id} compact className="customer-note">
          <p>{note.text}</p>
          <p className={Classes.TEXT_MUTED}>
            {note.authorName}, {formatDateTime(note.createdAt)}
          </p>
        </Card>
      ))}
    </DrawerSection>
  )
}
