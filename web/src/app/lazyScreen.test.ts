import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, withTimeout } from './lazyScreen'

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('gives up on a chunk after 120 s', async () => {
    vi.useFakeTimers()
    const never = () => new Promise<never>(() => {})
    const loading = withTimeout(never)
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadError)
    await vi.advanceTimersByTimeAsync(119_999)
    let settled = false
    void loading.catch(() => {}).finally(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
  })

  it('passes a loaded chunk through', async () => {
    await expect(withTimeout(async () => 'screen', 1000)).resolves.toBe('screen')
  })

  it('turns a failed import into a ChunkLoadError', async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect(withTimeout(failing, 1000)).rejects.toThrow(/Failed to fetch/)
    await expect(withTimeout(failing, 1000)).rejects.toBeInstanceOf(ChunkLoadError)
  })
})
