import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useQuestion } from './useQuestion'

/*
 * The question asked before something is sent: it says what was asked about,
 * "Yes" hands that back to be sent (the question closes when told to), and the
 * other button sends nothing.
 */

function Asker({ onConfirm }: { onConfirm: (asked: number) => void }) {
  const { ask, question } = useQuestion<number>({
    intent: 'warning',
    confirmText: 'Record it',
    cancelText: 'Go back',
    say: (n) => `Record ${n}?`,
    onConfirm: (n, close) => {
      close()
      onConfirm(n)
    },
  })
  return (
    <>
      <button type="button" onClick={() => ask(0)}>
        Ask zero
      </button>
      <button type="button" onClick={() => ask(7)}>
        Ask seven
      </button>
      {question}
    </>
  )
}

describe('useQuestion', () => {
  it('asks about what it was given and hands it back on "Yes", then closes', async () => {
    const sent = vi.fn()
    render(<Asker onConfirm={sent} />)
    fireEvent.click(screen.getByRole('button', { name: 'Ask seven' }))
    expect(await screen.findByText('Record 7?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Record it' }))
    expect(sent).toHaveBeenCalledExactlyOnceWith(7)
    await waitFor(() => expect(screen.queryByText('Record 7?')).toBeNull())
  })

  it('asks about a falsy value too, and "Go back" sends nothing', async () => {
    const sent = vi.fn()
    render(<Asker onConfirm={sent} />)
    fireEvent.click(screen.getByRole('button', { name: 'Ask zero' }))
    expect(await screen.findByText('Record 0?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(screen.queryByText('Record 0?')).toBeNull())
    expect(sent).not.toHaveBeenCalled()
  })

  it('Escape is "Go back": it closes the question and sends nothing', async () => {
    const sent = vi.fn()
    render(<Asker onConfirm={sent} />)
    fireEvent.click(screen.getByRole('button', { name: 'Ask seven' }))
    const question = await screen.findByText('Record 7?')
    fireEvent.keyDown(question, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByText('Record 7?')).toBeNull())
    expect(sent).not.toHaveBeenCalled()
  })
})
