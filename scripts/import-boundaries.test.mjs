// The import boundaries of the SPA (eslint.config.js): a module never imports another
// module, and web/src/lib never imports a module. Lints small sources as if they were files
// of the repository, with the repository's own ESLint configuration.
import assert from 'node:assert/strict'
import { dirname, join, resolve } from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const eslint = new ESLint({ cwd: ROOT })

/** The import-boundary messages ESLint gives `source` as the file at `path`. */
async function boundaryErrors(path, source) {
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, path) })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const importOf = (from) => `import { thing } from '${from}'\nexport const used = thing\n`

describe('a module never imports another module', () => {
  const crossings = [
    ['web/src/modules/public/Screen.tsx', '../auth/AuthLayout'],
    ['web/src/modules/public/Screen.tsx', '../auth'],
    ['web/src/modules/public/Screen.tsx', '../../modules/auth/AuthLayout'],
    ['web/src/modules/order/phone/Screen.tsx', '../../customer/paths'],
    ['web/src/modules/order/phone/Screen.tsx', '../../../modules/customer/paths'],
  ]
  for (const [path, from] of crossings)
    it(`refuses ${from} in ${path}`, async () => {
      const errors = await boundaryErrors(path, importOf(from))
      assert.equal(errors.length, 1)
      assert.match(errors[0], /a module never imports another module/)
    })

  it('refuses a re-export from another module too', async () => {
    const errors = await boundaryErrors(
      'web/src/modules/public/index.ts',
      "export { AuthLayout } from '../auth/AuthLayout'\n",
    )
    assert.equal(errors.length, 1)
  })

  const allowed = [
    ['web/src/modules/public/Screen.tsx', './labels'],
    ['web/src/modules/order/phone/Screen.tsx', '../orderList'],
    ['web/src/modules/order/phone/Screen.tsx', './PhoneOrderForm'],
    ['web/src/modules/public/Screen.tsx', '../../lib/public/AuthLayout'],
    ['web/src/modules/order/phone/Screen.tsx', '../../../lib/resource'],
    ['web/src/modules/public/Screen.tsx', 'contracts'],
    ['web/src/app/screens.tsx', '../modules/order/module'],
    ['web/src/modules/index.ts', './order/module'],
  ]
  for (const [path, from] of allowed)
    it(`lets ${path} import ${from}`, async () => {
      assert.deepEqual(await boundaryErrors(path, importOf(from)), [])
    })
})

describe('web/src/lib never imports a module', () => {
  it('refuses a module in lib, at any depth', async () => {
    for (const [path, from] of [
      ['web/src/lib/toaster.ts', '../modules/order/orderList'],
      ['web/src/lib/resource/table/Table.tsx', '../../../modules/customer/paths'],
    ]) {
      const errors = await boundaryErrors(path, importOf(from))
      assert.equal(errors.length, 1, `${path} → ${from}`)
      assert.match(errors[0], /web\/src\/lib never imports a module/)
    }
  })

  it('lets lib import lib and contracts', async () => {
    assert.deepEqual(await boundaryErrors('web/src/lib/resource/x.ts', importOf('../api')), [])
    assert.deepEqual(await boundaryErrors('web/src/lib/x.ts', importOf('contracts')), [])
  })

  it('still refuses edge in web', async () => {
    const errors = await boundaryErrors('web/src/lib/x.ts', importOf('../../../edge/src/app'))
    assert.deepEqual(errors.length, 1)
  })
})
