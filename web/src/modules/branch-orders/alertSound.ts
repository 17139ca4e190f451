/**
 * The new-order chime: a short two-note tone made with the Web Audio API (no
 * audio file, nothing the CSP forbids). Browsers keep audio silent until the
 * page has had a user gesture, so the context is started from one.
 */

type Listener = () => void
const listeners = new Set<Listener>()
let context: AudioContext | undefined

const notify = () => listeners.forEach((listener) => listener())

/** True once the browser lets the board play sound. */
export const soundRunning = () => context?.state === 'running'

export function subscribeSound(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Starts (or resumes) the audio context: call it from a click or a key press.
 * Resolves to whether sound may now play.
 */
export async function startSound(): Promise<boolean> {
  if (typeof AudioContext === 'undefined') return false
  if (!context) {
    context = new AudioContext()
    context.addEventListener('statechange', notify)
  }
  if (context.state !== 'running') {
    // A resume the browser refuses never settles: look again a moment later.
    await Promise.race([
      context.resume().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 500)),
    ])
  }
  notify()
  return soundRunning()
}

/** The sounds of the board: new orders, an acknowledged order gone late (louder), a lost connection. */
export type BoardSound = 'chime' | 'alarm' | 'lost'

const NOTES: Record<
  BoardSound,
  { notes: readonly (readonly [number, number])[]; gain: number; wave: OscillatorType }
> = {
  /** Two rising notes, a fifth apart. */
  chime: {
    notes: [
      [0, 880],
      [0.22, 1320],
    ],
    gain: 0.3,
    wave: 'sine',
  },
  /** Three sharper notes, twice as loud: someone must act. */
  alarm: {
    notes: [
      [0, 988],
      [0.18, 1319],
      [0.36, 1760],
    ],
    gain: 0.7,
    wave: 'square',
  },
  /** Two falling notes: the board no longer hears the server. */
  lost: {
    notes: [
      [0, 660],
      [0.3, 440],
    ],
    gain: 0.5,
    wave: 'triangle',
  },
}

/** Plays one of the board's sounds, with soft edges (no clicks), when the browser allows it. */
export function playSound(sound: BoardSound = 'chime') {
  if (!context || context.state !== 'running') return
  const { notes, gain: level, wave } = NOTES[sound]
  const start = context.currentTime + 0.02
  for (const [offset, frequency] of notes) {
    const tone = context.createOscillator()
    const gain = context.createGain()
    tone.type = wave
    tone.frequency.value = frequency
    const at = start + offset
    gain.gain.setValueAtTime(0, at)
    gain.gain.linearRampToValueAtTime(level, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.2)
    tone.connect(gain).connect(context.destination)
    tone.start(at)
    tone.stop(at + 0.22)
  }
}

/** The new-order chime. */
export const playChime = () => playSound('chime')
