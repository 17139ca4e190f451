// The Arabic catalogue loads a namespace at a time, with the code that shows it
// (docs/architecture.md#languages): lib/i18n/build.ts splits it, speak.ts and withWords load it.
import { afterEach, describe, expect, it } from 'vitest'
import ar from '../../locales/ar.json'
import arLoaders from '../../locales/ar.json?namespaces'
import { wrapDynamicImports } from './build'
import { speak } from './speak'
import { i18nState, withWords } from './state'
import type { Catalogue } from './state'

const saved = { ...i18nState, namespaces: new Set(i18nState.namespaces) }
afterEach(() => Object.assign(i18nState, saved, { namespaces: new Set(saved.namespaces) }))

// Importing the compiled catalogue (every namespace) takes seconds on a busy machine.
describe('the build', { timeout: 30_000 }, () => {
  it('makes a loader per namespace of the catalogue, each its Arabic', async () => {
    expect(Object.keys(arLoaders)).toEqual(Object.keys(ar).sort())
    const { default: auth } = await arLoaders['modules/auth']!()
    expect(auth.signIn!()).toBe((ar as unknown as Catalogue)['modules/auth']!.signIn!())
    expect(auth.signIn!()).toBe('دخول')
  })

  it('wraps each dynamic import of the SPA in withWords, and leaves types alone', () => {
    const code = [
      "const Palette = lazy(() => import('./Palette'))",
      'const load = () => import("../lib/toaster")',
      "type Store = typeof import('./store')",
    ].join('\n')
    const wrapped = wrapDynamicImports(code)!.split('\n')
    expect(wrapped[0]).toMatch(/^import \{ withWords as __withWords \} from ".*state\.ts";$/)
    expect(wrapped.slice(1)).toEqual([
      "const Palette = lazy(() => __withWords(import('./Palette')))",
      'const load = () => __withWords(import("../lib/toaster"))',
      "type Store = typeof import('./store')",
    ])
    expect(wrapDynamicImports("import { x } from './x'")).toBeNull()
  })
})

describe('speaking Arabic', () => {
  it('loads the namespaces the page has run, and a later one with the chunk that brings it', async () => {
    i18nState.namespaces.delete('lib/public')
    i18nState.namespaces.add('modules/auth')
    const spoken = await speak('ar')
    expect(spoken.catalogue['modules/auth']?.signIn?.()).toBe('دخول')
    expect(spoken.catalogue['lib/public']).toBeUndefined()

    Object.assign(i18nState, { language: 'ar' }, spoken)
    // A chunk arrives whose code binds lib/public's messages.
    const chunk = { default: 'the screen' }
    const arrived = withWords(
      Promise.resolve().then(() => {
        i18nState.namespaces.add('lib/public')
        return chunk
      }),
    )
    expect(await arrived).toBe(chunk)
    expect(spoken.catalogue['lib/public']?.brandTitle?.()).toBe('لوحة إدارة المطاعم')
  })

  it("at start, the contracts' texts wait for the first chunk that arrives", async () => {
    const spoken = await speak('ar', true)
    Object.assign(i18nState, { language: 'ar' }, spoken)
    expect(spoken.say('Login Successfull')).toBe('Login Successfull')
    await withWords(Promise.resolve('the sign-in call'))
    expect(spoken.say('Login Successfull')).toBe('تم تسجيل الدخول بنجاح')
    // Applied later (at sign-in), they come at once.
    expect((await speak('ar')).say('Login Successfull')).toBe('تم تسجيل الدخول بنجاح')
  })

  it('in English, a chunk comes alone', async () => {
    Object.assign(i18nState, { language: 'en', catalogue: undefined, words: undefined })
    const chunk = { default: 'the screen' }
    expect(await withWords(Promise.resolve(chunk))).toBe(chunk)
    expect(i18nState.catalogue).toBeUndefined()
  })
})
