import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { signIn } from '../../helpers'
import { field } from '../../helpers/forms'
import { search, tableRows } from '../../helpers/lists'
import { unique } from '../../helpers/records'
import { toast } from '../../helpers/toasts'

const day = (page: Page, name: string) => page.getByRole('group', { name, exact: true })
const service = (page: Page, dayName: string, n: number) =>
  page.getByRole('group', { name: `${dayName} service ${n}`, exact: true })

test('opening hours: a day copied to every day, a night past midnight, overlapping services refused on the day with the input kept', async ({
  page,
}) => {
  const name = unique('Hours form')
  await signIn(page, 'admin', '/branch/add')
  await field(page, 'name').fill(name)
  await field(page, 'nameAr').fill('فرع الساعات')
  await field(page, 'phone').fill('+9611234567')
  await field(page, 'area').fill('Achrafieh')
  await field(page, 'address').fill('Sassine Square')
  await field(page, 'lat').fill('33.8869')
  await field(page, 'lng').fill('35.5131')
  const map = page.getByRole('link', { name: /Open in a map/ })
  await expect(map).toHaveAttribute('target', '_blank')
  await expect(map).toHaveAttribute('href', /mlat=33\.8869&mlon=35\.5131/)

  // Monday 09:00–17:00, copied to the whole week.
  await service(page, 'Monday', 1).getByLabel('Opens at').fill('09:00')
  await service(page, 'Monday', 1).getByLabel('Closes at').fill('17:00')
  await day(page, 'Monday').getByRole('button', { name: 'Copy to every day' }).click()
  await expect(service(page, 'Sunday', 1).getByLabel('Opens at')).toHaveValue('09:00')
  await expect(service(page, 'Sunday', 1).getByLabel('Closes at')).toHaveValue('17:00')

  // Sunday closed; Friday until 02:00, past midnight.
  await day(page, 'Sunday').getByText('Closed', { exact: true }).click()
  await expect(service(page, 'Sunday', 1)).toHaveCount(0)
  await service(page, 'Friday', 1).getByLabel('Opens at').fill('18:00')
  await service(page, 'Friday', 1).getByLabel('Closes at').fill('02:00')
  await expect(service(page, 'Friday', 1)).toContainText('Closes at 02:00 the next day.')

  // Wednesday: lunch until 16:00 and a dinner from 15:00 overlap.
  await day(page, 'Wednesday').getByRole('button', { name: 'Add a second service' }).click()
  await service(page, 'Wednesday', 1).getByLabel('Closes at').fill('16:00')
  await service(page, 'Wednesday', 2).getByLabel('Opens at').fill('15:00')
  await service(page, 'Wednesday', 2).getByLabel('Closes at').fill('23:00')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(day(page, 'Wednesday').getByRole('alert')).toHaveText(
    'The ranges of the day overlap',
  )
  await expect(day(page, 'Tuesday').getByRole('alert')).toHaveCount(0)
  await expect(page).toHaveURL(/\/branch\/add$/)
  await expect(service(page, 'Wednesday', 1).getByLabel('Closes at')).toHaveValue('16:00')
  await expect(service(page, 'Wednesday', 2).getByLabel('Opens at')).toHaveValue('15:00')
  await expect(service(page, 'Friday', 1).getByLabel('Closes at')).toHaveValue('02:00')
  await expect(field(page, 'name')).toHaveValue(name)

  // The dinner starts when lunch ends: saved.
  await service(page, 'Wednesday', 2).getByLabel('Opens at').fill('16:00')
  await expect(day(page, 'Wednesday').getByRole('alert')).toHaveCount(0)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, `The branch “${name}” was saved.`)).toBeVisible()
  await expect(page).toHaveURL(/\/branch(\?.*)?$/)

  await search(page, name)
  expect((await tableRows(page))[0]).toEqual(expect.arrayContaining([name, 'Achrafieh']))
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(service(page, 'Wednesday', 2).getByLabel('Opens at')).toHaveValue('16:00')
  await expect(service(page, 'Friday', 1).getByLabel('Closes at')).toHaveValue('02:00')
  await expect(day(page, 'Sunday').getByLabel('Closed', { exact: true })).toBeChecked()
})
