import { test } from '@playwright/test'
import { signIn } from '../../helpers'
import { expectReadOnlyList, expectSentAwayFrom } from '../../helpers/screens'

for (const role of ['branch', 'viewer'] as const) {
  test(`${role} sees the branches without Add, Edit or Delete and is sent away from their forms`, async ({
    page,
  }) => {
    await signIn(page, role, null)
    await expectReadOnlyList(page, '/branch', 'Add branch')
    for (const path of ['/branch/add', '/branch/1/edit']) await expectSentAwayFrom(page, path)
  })
}
