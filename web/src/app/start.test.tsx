import { act, fireEvent, screen } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { beginSession, endSession } from '../lib/session/store'
import { loginFor } from '../lib/session/testing'
import { isPlainClick } from './navigation'
import { startApp } from './start'

/** The router's chunk, as the browser would load it: how many times it was asked for. */
const loadRouter = vi.fn(() => import('./router'))
/** What a page asks for beside the router's chunk (warmStart.test.ts says what). */
const warmStart = vi.fn()

let root: Root | undefined
/** A lazily loaded screen takes longer in vitest than testing-library's default second. */
const LOADED = { timeout: 10_000 }
/** The page's listeners of the history, each app's own (one app a page in the browser). */
const historyListeners: EventListenerOrEventListenerObject[] = []

beforeEach(() => {
  const addEventListener = window.addEventListener.bind(window)
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'popstate' && listener) historyListeners.push(listener)
    addEventListener(type, listener, options)
  })
})

/** Opens the app at `path`, as main.tsx starts it. */
function open(path: string) {
  window.history.replaceState(null, '', path)
  loadRouter.mockClear()
  warmStart.mockClear()
  const container = document.body.appendChild(document.createElement('div'))
  act(() => {
    root = createRoot(container)
    startApp(root, { loadRouter, warmStart })
  })
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.mocked(window.addEventListener).mockRestore()
  for (const listener of historyListeners.splice(0))
    window.removeEventListener('popstate', listener)
  endSession()
})

describe('startApp', () => {
  it('shows /login alone, signed out, without loading the router', async () => {
    open('/login')
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(loadRouter).toHaveBeenCalledTimes(0)
    expect(warmStart).not.toHaveBeenCalled()
  })

  it('hands over to the router on a link: the address changes, the router shows it, back returns', async () => {
    open('/login')
    fireEvent.click(await screen.findByRole('link', { name: 'Reset Password' }))
    expect(window.location.pathname).toBe('/send-email')
    expect(warmStart).toHaveBeenCalledWith('/send-email')
    expect(await screen.findByRole('heading', { name: 'Reset your password' }, LOADED)).toBeTruthy()
    expect(loadRouter).toHaveBeenCalledTimes(1)

    act(() => window.history.back())
    expect(await screen.findByRole('button', { name: 'Sign in' }, LOADED)).toBeTruthy()
    expect(window.location.pathname).toBe('/login')
  })

  it('starts loading the router on the first touch of the form, the page staying as it is', async () => {
    open('/login')
    fireEvent.focus(await screen.findByLabelText('Username (e-mail)'))
    expect(loadRouter).toHaveBeenCalledTimes(1)
    expect(window.location.pathname).toBe('/login')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('leaves a modified click to the browser (a new tab), the page unchanged', async () => {
    open('/login')
    const link = await screen.findByRole('link', { name: 'Reset Password' })
    expect(link.getAttribute('href')).toBe('/send-email')
    // What the browser would do with the click, left undone here (jsdom cannot open tabs).
    let leftToTheBrowser = false
    const browser = (event: Event) => {
      leftToTheBrowser = !event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', browser)
    fireEvent.click(link, { ctrlKey: true })
    window.removeEventListener('click', browser)
    expect(leftToTheBrowser).toBe(true)
    expect(window.location.pathname).toBe('/login')
    expect(loadRouter).toHaveBeenCalledTimes(0)
  })

  it('hands over when the history goes back or forward to another page of the app', async () => {
    open('/login')
    await screen.findByRole('button', { name: 'Sign in' })
    act(() => {
      window.history.pushState(null, '', '/terms-and-conditions')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(
      await screen.findByRole('heading', { name: 'Terms and Conditions' }, LOADED),
    ).toBeTruthy()
  })

  it('starts the router at once anywhere else, and on /login when a session is stored', async () => {
    open('/terms-and-conditions')
    expect(
      await screen.findByRole('heading', { name: 'Terms and Conditions' }, LOADED),
    ).toBeTruthy()
    expect(loadRouter).toHaveBeenCalledTimes(1)
    act(() => root?.unmount())

    act(() => beginSession(loginFor('token-1')))
    open('/login')
    expect(warmStart).toHaveBeenCalledWith('/login')
    await vi.waitFor(() => expect(loadRouter).toHaveBeenCalledTimes(1))
  })
})

describe('isPlainClick', () => {
  const anchor = (target: string | null) => ({ getAttribute: () => target })
  const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false }

  it('is the main button without a modifier, on a link without another target', () => {
    expect(isPlainClick({ ...click, currentTarget: anchor(null) })).toBe(true)
    expect(isPlainClick({ ...click, currentTarget: anchor('_self') })).toBe(true)
    expect(isPlainClick({ ...click, currentTarget: anchor('_blank') })).toBe(false)
    expect(isPlainClick({ ...click, button: 1, currentTarget: anchor(null) })).toBe(false)
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'])
      expect(isPlainClick({ ...click, [key]: true, currentTarget: anchor(null) })).toBe(false)
  })
})
