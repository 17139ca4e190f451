import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SCREEN_AWAKE_NOTE, ScreenAwake } from './ScreenAwake'

/** A browser's Screen Wake Lock: each request answered by `answer`, each lock kept. */
function fakeWakeLock(answer: () => Promise<void>) {
  const locks: (EventTarget & { released: boolean; release: () => Promise<void> })[] = []
  const request = vi.fn(async (type: string) => {
    expect(type).toBe('screen')
    await answer()
    const lock = Object.assign(new EventTarget(), {
      released: false,
      release: async () => {
        lock.released = true
        lock.dispatchEvent(new Event('release'))
      },
    })
    locks.push(lock)
    return lock
  })
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  return { request, locks }
}

let visibility: DocumentVisibilityState = 'visible'
Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true })

/** The page hidden (another tab, the screen off), then shown again. */
async function hideAndShow(release: () => Promise<void>) {
  visibility = 'hidden'
  // The browser lets go of the lock while the page is hidden.
  await act(release)
  await act(async () => document.dispatchEvent(new Event('visibilitychange')))
  visibility = 'visible'
  await act(async () => document.dispatchEvent(new Event('visibilitychange')))
}

afterEach(() => {
  cleanup()
  visibility = 'visible'
  Reflect.deleteProperty(navigator, 'wakeLock')
})

describe('the board keeps the screen awake', () => {
  it('holds a screen wake lock while open, asks again when the page shows again, lets go on leaving', async () => {
    const { request, locks } = fakeWakeLock(async () => undefined)
    const view = render(<ScreenAwake />)
    expect(await screen.findByText('Screen stays on')).toBeTruthy()
    expect(request).toHaveBeenCalledTimes(1)

    await hideAndShow(() => locks[0]!.release())
    expect(request).toHaveBeenCalledTimes(2)
    expect(await screen.findByText('Screen stays on')).toBeTruthy()

    view.unmount()
    expect(locks[1]!.released).toBe(true)
  })

  it('says so where the browser has no Screen Wake Lock', () => {
    render(<ScreenAwake />)
    expect(screen.getByText(SCREEN_AWAKE_NOTE.unsupported)).toBeTruthy()
    expect(screen.queryByText('Screen stays on')).toBeNull()
  })

  it('says so when the browser refuses, and asks again on a touch', async () => {
    let refuse = true
    const { request } = fakeWakeLock(async () => {
      if (refuse) throw new DOMException('Battery saver', 'NotAllowedError')
    })
    render(<ScreenAwake />)
    expect(await screen.findByText(SCREEN_AWAKE_NOTE.refused)).toBeTruthy()
    refuse = false
    await act(async () => document.dispatchEvent(new Event('pointerdown')))
    expect(await screen.findByText('Screen stays on')).toBeTruthy()
    expect(screen.queryByText(SCREEN_AWAKE_NOTE.refused)).toBeNull()
    expect(request).toHaveBeenCalledTimes(2)
  })
})
