import { describe, expect, it } from 'vitest'
import { ChunkLoadError } from './lazyScreen'
import { isChunkError } from './ScreenErrorBoundary'

describe('isChunkError', () => {
  it('knows a chunk that did not arrive: a screen, a script a screen loads later, or its CSS', () => {
    expect(isChunkError(new ChunkLoadError('The screen did not load within 120 s.'))).toBe(true)
    expect(
      isChunkError(
        new TypeError('Failed to fetch dynamically imported module: /assets/DateRange-x1.js'),
      ),
    ).toBe(true)
    // Vite's preload of a lazy chunk's stylesheet, offline: the dashboard's date picker.
    expect(isChunkError(new Error('Unable to preload CSS for /assets/datetime-theme-x2.css'))).toBe(
      true,
    )
  })

  it('leaves every other error to "Something went wrong"', () => {
    expect(isChunkError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    )
    expect(isChunkError('Unable to preload CSS')).toBe(false)
  })
})
