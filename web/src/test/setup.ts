import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

// The test files share one jsdom per worker (`isolate: false` in vite.config.ts): each file
// starts as it would in a page of its own, with an empty body and empty storage, and leaves
// nothing rendered behind it.
// A file that runs in Node (`@vitest-environment node`) has no page to reset.
const inPage = typeof document !== 'undefined'
beforeAll(() => {
  if (!inPage) return
  document.body.innerHTML = ''
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  if (inPage) cleanup()
})
