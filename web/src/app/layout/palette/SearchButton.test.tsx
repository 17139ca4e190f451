import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { PERMISSIONS_PATH } from 'contracts'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { beginSession } from '../../../lib/session/store'
import { answerEachToken, loginFor } from '../../../lib/session/testing'
import { installPaletteKeys, resetPaletteKeys } from '../../paletteKeys'
import { SearchButton } from './SearchButton'

// The palette this file loads is the one itemCommands.test.tsx sees (test files share one
// module graph): both mock the toaster with the same spies (web/src/test/toastSpies.ts).
vi.mock(import('../../../lib/toaster'), async (original) => ({
  ...(await original()),
  ...(await import('../../../test/toastSpies')).toastSpies,
}))

const ORDER = {
  type: 'order',
  id: 10023,
  title: 'BHA-10023',
  subtitle: 'Rana Haddad',
  status: 'out_for_delivery',
  route: '/order/10023/edit',
}

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))

const fetchMock = answerEachToken((_token, url) => {
  if (url.endsWith(PERMISSIONS_PATH)) return json({ Data: [{ key: 'order', actions: ['View'] }] })
  if (url.includes('/search?')) {
    const q = new URL(url, 'http://x').searchParams.get('q') ?? ''
    return json({ Data: '10023'.includes(q) || q.includes('10023') ? [ORDER] : [] })
  }
  return Promise.resolve(new Response('{}', { status: 404 }))
})

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

/** The shell's top bar arriving: the search button, under the router. */
const shellArrives = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SearchButton />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )

/**
 * Keys pressed where the focus is, as a browser does: `^k` is Ctrl+K, `{Enter}`, `{Escape}`
 * and `{Backspace}` those keys, anything else a character, which a focused field types
 * unless the key's default was prevented. Answers the keys whose default went through.
 */
function press(keys: string): string {
  let passed = ''
  for (const key of keys.match(/\^k|\{\w+\}|./g) ?? []) {
    const target = document.activeElement ?? document.body
    const name = key === '^k' ? 'k' : key.replace(/[{}]/g, '')
    if (!fireEvent.keyDown(target, { key: name, ctrlKey: key === '^k' })) continue
    passed += key
    if (!(target instanceof HTMLInputElement)) continue
    if (name === 'Backspace')
      fireEvent.change(target, { target: { value: target.value.slice(0, -1) } })
    else if (name.length === 1 && key !== '^k')
      fireEvent.change(target, { target: { value: target.value + name } })
  }
  return passed
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value

const box = () => screen.findByRole('combobox', { name: /Search orders/ })

describe('Ctrl+K before the palette is there', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/dashboard')
    act(() => beginSession(loginFor('token-1')))
    resetPaletteKeys()
    installPaletteKeys()
  })
  afterEach(() => resetPaletteKeys())

  it('opens on the first press, made before the shell came, with every key typed after it', async () => {
    // A field of the page had the focus: the keys are the palette's, not the field's.
    document.body.innerHTML = '<input aria-label="Page field" />'
    const field = screen.getByLabelText('Page field')
    field.focus()
    const page = vi.fn()
    window.addEventListener('keydown', page)
    press('^kshawarmq{Backspace}a')
    window.removeEventListener('keydown', page)
    expect(valueOf(field)).toBe('')
    expect(page).not.toHaveBeenCalled()

    shellArrives()
    const input = await box()
    expect(valueOf(input)).toBe('shawarma')
    expect(document.activeElement).toBe(input)
    // From now on the keys are the box's own.
    expect(press('s')).toBe('s')
    expect(valueOf(input)).toBe('shawarmas')
    // Closed, the focus goes back to the page's field.
    press('{Escape}')
    await waitFor(() => expect(document.activeElement).toBe(field))
  })

  it('text that comes as input with no key press (an input method, dictation) arrives whole', async () => {
    press('^k')
    // Arabic from an input method: input events only, no keydown.
    const kept = document.activeElement as HTMLInputElement
    fireEvent.input(kept, { target: { value: 'شاورما' } })
    // A screen's own field taking the focus meanwhile gives it back.
    document.body.insertAdjacentHTML('beforeend', '<input aria-label="Screen field" />')
    screen.getByLabelText('Screen field').focus()
    expect(document.activeElement).toBe(kept)
    fireEvent.input(kept, { target: { value: 'شاورما ٠٣٣٨' } })

    shellArrives()
    expect(valueOf(await box())).toBe('شاورما ٠٣٣٨')
    expect(valueOf(screen.getByLabelText('Screen field'))).toBe('')
  })

  it('Ctrl+K, an order number and Enter typed at once open that order once its result is in', async () => {
    shellArrives()
    press('^k10023{Enter}')
    expect(valueOf(await box())).toBe('10023')
    // The hit says its customer and its status in the page's language.
    expect(await screen.findByText('Rana Haddad · Out for delivery')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/order/10023/edit'))
    expect(fetchMock.mock.calls.some(([url]) => /\/search\?.*\bq=10023\b/.test(String(url)))).toBe(
      true,
    )
  })

  it('Ctrl+K, an order number and Enter typed before the shell came open that order', async () => {
    press('^k10023{Enter}')
    shellArrives()
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/order/10023/edit'))
  })

  it('Escape before the palette came drops the keys; the next press starts afresh', async () => {
    press('^kabc{Escape}')
    shellArrives()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(press('d')).toBe('d')
    press('^kxy')
    expect(valueOf(await box())).toBe('xy')
  })

  it('on a public page, Ctrl+K is the browser’s and the keys the page’s', async () => {
    window.history.replaceState(null, '', '/register')
    expect(press('^krana')).toBe('^krana')
  })
})
