import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: a screen's first render
// may wait on a lazy chunk that vitest compiles on first import, which took 1.5 s on a loaded
// machine (the palette's test failed so). A test that passes still passes as soon as it can.
configure({ asyncUtilTimeout: 5_000 })

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
