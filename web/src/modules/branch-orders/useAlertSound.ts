import { useEffect, useState, useSyncExternalStore } from 'react'
import { playSound, soundRunning, startSound, subscribeSound } from './alertSound'
import type { AlertLevel } from './newOrderAlert'

/** The device's choice, kept across sign-ins: the board on the counter stays loud. */
export const SOUND_CHOICE_KEY = 'branchOrders.sound'
/** How often the chime repeats until someone acknowledges. */
const CHIME_EVERY_MS = 4_000
/** How often the alarm of a late acknowledged order repeats: more often, and louder. */
const ALARM_EVERY_MS = 2_000

const storedChoice = () => {
  try {
    return localStorage.getItem(SOUND_CHOICE_KEY) === 'on'
  } catch {
    return false
  }
}
const storeChoice = (on: boolean) => {
  try {
    localStorage.setItem(SOUND_CHOICE_KEY, on ? 'on' : 'off')
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/**
 * The chime while new orders wait, the louder alarm while an acknowledged
 * order is late, repeated until it stops. Sound needs the employee's gesture
 * once per page: `turnOn` is that gesture. The choice survives a reload;
 * the browser then refuses sound until a touch (`blocked`: the board asks
 * for one), and any click or key on the page starts it again.
 */
export function useAlertSound(level: AlertLevel) {
  const [wanted, setWanted] = useState(storedChoice)
  const running = useSyncExternalStore(subscribeSound, soundRunning, () => false)

  useEffect(() => {
    if (!wanted || running) return
    const unlock = () => void startSound()
    document.addEventListener('pointerdown', unlock)
    document.addEventListener('keydown', unlock)
    return () => {
      document.removeEventListener('pointerdown', unlock)
      document.removeEventListener('keydown', unlock)
    }
  }, [wanted, running])

  useEffect(() => {
    if (level === 'quiet' || !wanted || !running) return
    const sound = level === 'late' ? 'alarm' : 'chime'
    playSound(sound)
    const timer = setInterval(
      () => playSound(sound),
      level === 'late' ? ALARM_EVERY_MS : CHIME_EVERY_MS,
    )
    return () => clearInterval(timer)
  }, [level, wanted, running])

  return {
    /** The chime will be heard. */
    on: wanted && running,
    /** Sound was chosen, but the browser refuses it until the page is touched (after a reload). */
    blocked: wanted && !running && typeof AudioContext !== 'undefined',
    turnOn: async () => {
      storeChoice(true)
      setWanted(true)
      await startSound()
    },
    turnOff: () => {
      storeChoice(false)
      setWanted(false)
    },
  }
}
