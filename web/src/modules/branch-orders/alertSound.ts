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

/** Two rising notes, a fifth apart, with soft edges (no clicks). */
export function playChime() {
  if (!context || context.state !== 'running') return
  const start = context.currentTime + 0.02
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1320],
  ] as const) {
    const tone = context.createOscillator()
    const gain = context.createGain()
    tone.type = 'sine'
    tone.frequency.value = frequency
    const at = start + offset
    gain.gain.setValueAtTime(0, at)
    gain.gain.linearRampToValueAtTime(0.3, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.2)
    tone.connect(gain).connect(context.destination)
    tone.start(at)
    tone.stop(at + 0.22)
  }
}
