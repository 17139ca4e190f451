import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MESSAGES } from 'contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getSession } from '../../lib/session'
import { beginSession } from '../../lib/session/store'
import { answerEachToken, loginFor } from '../../lib/session/testing'
import { toastSuccess } from '../../lib/toaster'
import ChangePasswordDialog from './ChangePasswordDialog'

/*
 * Change password: the current password and the new one twice; a wrong current password is
 * refused at its field with everything typed kept, and once changed the session goes on.
 */

vi.mock(import('../../lib/toaster'), async (original) => ({
  ...(await original()),
  ...(await import('../../test/toastSpies')).toastSpies,
}))

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const sent: unknown[] = []
answerEachToken(async (_token, url, init) => {
  if (url.endsWith('/employee/password') && init?.method === 'PUT') {
    const body = JSON.parse(String(init.body)) as { currentPassword: string }
    sent.push(body)
    return body.currentPassword === 'Admin1234'
      ? json({ Data: { Message: MESSAGES.passwordChanged } })
      : json(
          {
            ErrorMessage: MESSAGES.currentPasswordWrong,
            Errors: { currentPassword: MESSAGES.currentPasswordWrong },
          },
          422,
        )
  }
  return json({ ErrorMessage: 'Not found' }, 404)
})

beforeEach(() => {
  sent.length = 0
  vi.mocked(toastSuccess).mockClear()
  document.cookie = 'XSRF-TOKEN=test-xsrf'
})

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
const valueOf = (dialog: HTMLElement, label: string) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value

describe('Change password', () => {
  it('says each rule at its field, refuses a wrong current password there, and keeps the session', async () => {
    act(() => beginSession(loginFor('admin-token')))
    const onClose = vi.fn()
    render(<ChangePasswordDialog onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Change password' })
    const submit = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))

    // The password rule and the repeat, in words, before anything is sent.
    type(dialog, 'Current password', 'Wrong1234')
    type(dialog, 'New password', 'short')
    type(dialog, 'New password again', 'shorter')
    submit()
    expect(await within(dialog).findByText(MESSAGES.passwordRule)).toBeTruthy()
    type(dialog, 'New password', 'Better1234')
    expect(await within(dialog).findByText(MESSAGES.newPasswordMismatch)).toBeTruthy()
    expect(sent).toEqual([])

    // A wrong current password: said under it, what was typed stays.
    type(dialog, 'New password again', 'Better1234')
    submit()
    await waitFor(() => expect(sent).toHaveLength(1))
    const current = within(dialog).getByLabelText('Current password')
    await waitFor(() =>
      expect(document.getElementById(current.getAttribute('aria-describedby')!)?.textContent).toBe(
        MESSAGES.currentPasswordWrong,
      ),
    )
    expect(within(dialog).getAllByText(MESSAGES.currentPasswordWrong)).toHaveLength(1)
    expect(valueOf(dialog, 'Current password')).toBe('Wrong1234')
    expect(valueOf(dialog, 'New password')).toBe('Better1234')
    expect(onClose).not.toHaveBeenCalled()

    type(dialog, 'Current password', 'Admin1234')
    submit()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent[1]).toEqual({ currentPassword: 'Admin1234', newPassword: 'Better1234' })
    expect(toastSuccess).toHaveBeenCalledWith(MESSAGES.passwordChanged)
    expect(getSession()?.token).toBe('admin-token')
  })
})
