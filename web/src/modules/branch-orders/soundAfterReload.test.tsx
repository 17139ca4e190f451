import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { BranchOrdersBoard } from 'contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { boardBranch, boardOrder } from '../../lib/orders/testing'
import { NewOrderAlertBar } from './NewOrderAlertBar'
import { SOUND_CHOICE_KEY } from './useAlertSound'
import { useNewOrderAlert } from './useNewOrderAlert'

/*
 * The board at the counter after a reload: the sound was chosen before it, and the
 * browser refuses sound until the page is touched.
 */

/** Whether the page has had a touch: browsers start audio only then. */
let touched = false
let tones = 0

class FakeAudioContext extends EventTarget {
  state: AudioContextState = 'suspended'
  currentTime = 0
  destination = {}
  resume() {
    // A resume the browser refuses never settles (alertSound.ts looks again later).
    if (!touched) return new Promise<void>(() => {})
    this.state = 'running'
    this.dispatchEvent(new Event('statechange'))
    return Promise.resolve()
  }
  createOscillator() {
    tones++
    return {
      type: '',
      frequency: { value: 0 },
      connect: (to: unknown) => to,
      start() {},
      stop() {},
    }
  }
  createGain() {
    const ramp = () => undefined
    return {
      gain: {
        setValueAtTime: ramp,
        linearRampToValueAtTime: ramp,
        exponentialRampToValueAtTime: ramp,
      },
      connect: (to: unknown) => to,
    }
  }
}

/** The browser's notifications, allowed: what the page shows. */
const shown: string[] = []
class FakeNotification {
  static permission: NotificationPermission = 'granted'
  onclick: (() => void) | null = null
  constructor(title: string, options?: NotificationOptions) {
    shown.push(`${title} | ${options?.body ?? ''}`)
  }
  close() {}
}

const order = boardOrder(1)
const board: BranchOrdersBoard = {
  orders: [order],
  branches: [boardBranch(1, 'Beirut - Hamra')],
  riders: [],
  serverTime: '2026-11-25T18:31:00.000Z',
}

function Counter() {
  const alert = useNewOrderAlert(board, Date.parse(board.serverTime), () => undefined)
  return (
    <NewOrderAlertBar
      waiting={alert.waiting}
      late={alert.late}
      acknowledge={undefined}
      sound={alert.sound}
    />
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the sound after a reload', () => {
  it('asks for a tap while notifications still go out, and the tap brings the chime back', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext)
    vi.stubGlobal('Notification', FakeNotification)
    localStorage.setItem(SOUND_CHOICE_KEY, 'on')
    render(<Counter />)

    const prompt = screen.getByRole('button', { name: 'Tap to turn the sound back on' })
    expect(screen.queryByRole('button', { name: 'Turn on sound' })).toBeNull()
    expect(screen.getByRole('heading', { name: '1 new order' })).toBeTruthy()
    // Silent meanwhile, but the browser still notifies of the order waiting.
    expect(tones).toBe(0)
    expect(shown).toEqual([`New order ${order.number} | ${order.number} · Beirut - Hamra`])

    touched = true
    await act(async () => fireEvent.click(prompt))
    expect(await screen.findByRole('button', { name: 'Turn off sound' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Tap to turn the sound back on' })).toBeNull()
    expect(tones).toBeGreaterThan(0)
    expect(localStorage.getItem(SOUND_CHOICE_KEY)).toBe('on')
  })
})
