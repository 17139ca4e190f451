import { useEffect, useState, useSyncExternalStore } from 'react'
import { playChime, soundRunning, startSound, subscribeSound } from './alertSound'

/** The device's choice, kept across sign-ins: the board on the counter stays loud. */
export const SOUND_CHOICE_KEY = 'branchOrders.sound'
/** How often the chime repeats until someone acknowledges. */
const CHIME_EVERY_MS = 4_000

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
 * The chime while `ringing`, repeated until it stops. Sound needs the
 * employee's gesture once per page: `turnOn` is that gesture, and once the
 * choice is remembered any click or key on the page starts it again.
 */
export function useAlertSound(ringing: boolean) {
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
    if (!ringing || !wanted || !running) return
    playChime()
    const timer = setInterval(playChime, CHIME_EVERY_MS)
    return () => clearInterval(timer)
  }, [ringing, wanted, running])

  return {
    /** The chime will be heard. */
    on: wanted && running,
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
