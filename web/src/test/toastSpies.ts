import { vi } from 'vitest'

/**
 * The toaster's functions as spies, one set per worker. Test files share a module graph
 * (`isolate: false`), so the screens a first file imported keep the toaster mock that file
 * made: every file that mocks the toaster spreads these same spies into it, and each sees
 * what the screens call, whichever file mocked it first.
 *
 *   vi.mock(import('../../lib/toaster'), async (original) => ({
 *     ...(await original()),
 *     ...(await import('../../test/toastSpies')).toastSpies,
 *   }))
 */
export const toastSpies = {
  showToast: vi.fn(async () => ''),
  toastError: vi.fn(async () => ''),
  toastSuccess: vi.fn(async () => ''),
}
