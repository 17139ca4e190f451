import { expect, test } from '@playwright/test'
import { INPUT_MESSAGES, deliveryChargeInputSchema } from 'contracts'
import type { DeliveryCharge } from 'contracts'
import {
  field,
  fieldMessage,
  messageChecker,
  pickReference,
  schemaMessage,
  expectRefusal,
} from '../../helpers/forms'
import { amountIn, exportCsv, rowIds, search, tableRows, tableSettled } from '../../helpers/lists'
import { openInApp } from '../../helpers/navigation'
import { api, createRecords, deleteRecords, unique } from '../../helpers/records'
import { leaveChangedForm, openList, sharedPage } from '../../helpers/shared'

const VALID = {
  branchId: 1,
  area: 'x',
  areaAr: 'x',
  charge: '1.00',
  minimumOrder: '0.00',
  freeDeliveryAbove: null,
  estimatedMinutes: 30,
  isActive: true,
}
const message = (patch: Record<string, unknown>, path: string) =>
  schemaMessage(deliveryChargeInputSchema, { ...VALID, ...patch }, path)

// Columns of the list.
const BRANCH = 0
const AREA = 1
const CHARGE = 3
const FREE_ABOVE = 5

const TRIPOLI = 'Tripoli - El Mina'
const SAIDA = 'Saida - Riad El Solh'
const JOUNIEH = 'Jounieh - Kaslik'

/** The app, signed in as the admin, loaded once for the file's tests (each opens its screen). */
const shared = sharedPage('admin')

test.describe('delivery charges', () => {
  test('create with a branch picked by name, edit, then delete; empty free delivery means never free', async () => {
    const { page, login } = shared
    const area = unique('Qalamoun')
    await openList(page, '/delivery-charge')
    await page.getByRole('link', { name: 'Add delivery charge' }).click()
    await expect(page).toHaveURL(/\/delivery-charge\/add$/)
    await expect(field(page, 'areaAr')).toHaveAttribute('dir', 'rtl')
    await pickReference(page, 'field-branchId', TRIPOLI)
    await field(page, 'area').fill(area)
    await field(page, 'areaAr').fill('القلمون')
    await field(page, 'charge').fill('2.50')
    await field(page, 'minimumOrder').fill('10.00')
    await field(page, 'estimatedMinutes').fill('35')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/delivery-charge$/)
    await expect(page.getByText(`The delivery charge “${area}” was saved.`)).toBeVisible()

    await search(page, area)
    expect(await tableRows(page)).toEqual([
      [TRIPOLI, area, 'القلمون', '$2.50', '$10.00', '—', '35', 'Active', ''],
    ])
    const [id] = await rowIds(page)
    const stored = async () =>
      (await api<{ Data: DeliveryCharge }>(page, login.token, 'GET', `/delivery-charge/${id}`)).json
        .Data
    expect((await stored()).freeDeliveryAbove).toBeNull()

    await page.getByRole('link', { name: `Edit ${area} (${TRIPOLI})` }).click()
    await expect(field(page, 'branchId')).toHaveValue(TRIPOLI)
    await expect(field(page, 'freeDeliveryAbove')).toHaveValue('')
    await pickReference(page, 'field-branchId', SAIDA)
    await field(page, 'freeDeliveryAbove').fill('40.00')
    await page.getByText('Active', { exact: true }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/delivery-charge\?search=/)
    await tableSettled(page)
    expect(await tableRows(page)).toEqual([
      [SAIDA, area, 'القلمون', '$2.50', '$10.00', '$40.00', '35', 'Inactive', ''],
    ])

    // Emptied again: never free.
    await page.getByRole('link', { name: `Edit ${area} (${SAIDA})` }).click()
    await expect(field(page, 'freeDeliveryAbove')).toHaveValue('40.00')
    await field(page, 'freeDeliveryAbove').fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/delivery-charge\?search=/)
    await tableSettled(page)
    expect((await tableRows(page))[0]?.[FREE_ABOVE]).toBe('—')
    expect(await stored()).toMatchObject({ branchName: SAIDA, freeDeliveryAbove: null })

    await page.getByRole('button', { name: `Delete ${area} (${SAIDA})` }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      `Delete the delivery charge “${area} (${SAIDA})”?`,
    )
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(
      page.getByText(`The delivery charge “${area} (${SAIDA})” was deleted.`),
    ).toBeVisible()
    await expect(page.getByText('No delivery charges match')).toBeVisible()
    expect((await api(page, login.token, 'GET', `/delivery-charge/${id}`)).status).toBe(404)
  })

  test('filtered by branch (searched on the server), the filter survives reload, a shared link and back', async () => {
    const { page } = shared
    const branchRecordReads: string[] = []
    const onRequest = (r: { url: () => string }) => {
      if (/\/api\/branch\/\d+/.test(r.url())) branchRecordReads.push(r.url())
    }
    page.on('request', onRequest)
    await openList(page, '/delivery-charge')
    // Branch names come from the rows themselves: no request per row.
    const unfiltered = await tableRows(page)
    expect(new Set(unfiltered.map((r) => r[BRANCH])).size).toBeGreaterThan(1)
    expect(branchRecordReads).toEqual([])
    page.off('request', onRequest)

    await pickReference(page, 'filter-branch', JOUNIEH)
    await expect(page).toHaveURL(/branchId=\d+/)
    await tableSettled(page)
    const rows = await tableRows(page)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row[BRANCH]).toBe(JOUNIEH)
    const filtered = page.url()

    await page.reload()
    await tableSettled(page)
    await expect(page.locator('#filter-branch')).toHaveValue(JOUNIEH)
    expect(await tableRows(page)).toEqual(rows)

    // A link shared with another tab: the branch is read once, by its id, for its name.
    const other = await page.context().newPage()
    await other.goto(filtered)
    await tableSettled(other)
    await expect(other.locator('#filter-branch')).toHaveValue(JOUNIEH)
    expect(await tableRows(other)).toEqual(rows)
    await other.close()

    // The status filter narrows the branch's rows further.
    await page.getByLabel('Status').selectOption('true')
    await expect(page).toHaveURL(/isActive=true/)
    await tableSettled(page)
    for (const row of await tableRows(page)) expect(row.slice(-2)).toEqual(['Active', ''])

    await page.goBack()
    await expect(page).not.toHaveURL(/isActive/)
    await tableSettled(page)
    expect(await tableRows(page)).toEqual(rows)
    await page.goBack()
    await expect(page).not.toHaveURL(/branchId/)
    await tableSettled(page)
    await expect(page.locator('#filter-branch')).toHaveValue('')
    // The whole list again, as a fresh load shows it (not `unfiltered` itself: a file running
    // beside this one, such as the phone orders', may have added a delivery charge meanwhile).
    const back = await tableRows(page)
    expect(new Set(back.map((r) => r[BRANCH])).size).toBeGreaterThan(1)
    await page.reload()
    await tableSettled(page)
    expect(await tableRows(page)).toEqual(back)
  })

  test('search by area and sort by charge and by free delivery (never free last)', async () => {
    const { page } = shared
    await openList(page, '/delivery-charge')
    await search(page, 'Hamra')
    const found = await tableRows(page)
    expect(found.length).toBeGreaterThan(0)
    for (const row of found) expect(row[AREA]).toMatch(/Hamra/)
    await search(page, 'الحمرا')
    expect(await tableRows(page)).toEqual(found)
    await search(page, '')

    const amounts = async (column: number) => (await tableRows(page)).map((r) => r[column] ?? '')
    await page.getByRole('button', { name: 'Charge (USD)', exact: true }).click()
    await expect(page).toHaveURL(/sort=charge(%3A|:)asc/)
    await tableSettled(page)
    const charges = (await amounts(CHARGE)).map(amountIn)
    expect(charges).toEqual([...charges].sort((a, b) => a - b))

    await page.getByRole('button', { name: 'Free delivery above (USD)', exact: true }).click()
    await expect(page).toHaveURL(/sort=freeDeliveryAbove(%3A|:)asc/)
    await tableSettled(page)
    const free = await amounts(FREE_ABOVE)
    const amountsSet = free.filter((v) => v !== '—')
    expect(amountsSet.length).toBeGreaterThan(0)
    expect(free).toContain('—')
    expect(free).toEqual([...amountsSet, ...free.filter((v) => v === '—')])
    expect(amountsSet.map(amountIn)).toEqual(amountsSet.map(amountIn).sort((a, b) => a - b))
  })

  test('every validation message of the form, in the contract’s words, as the server says them', async () => {
    const { page, login } = shared
    await openInApp(page, '/delivery-charge/add')
    await expect(field(page, 'area')).toBeVisible()
    await field(page, 'estimatedMinutes').fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(fieldMessage(page, 'branchId')).toHaveText(
      message({ branchId: undefined }, 'branchId'),
    )
    await expect(fieldMessage(page, 'area')).toHaveText(message({ area: '' }, 'area'))
    await expect(fieldMessage(page, 'areaAr')).toHaveText(message({ areaAr: '' }, 'areaAr'))
    await expect(fieldMessage(page, 'charge')).toHaveText(message({ charge: '' }, 'charge'))
    await expect(fieldMessage(page, 'estimatedMinutes')).toHaveText(
      message({ estimatedMinutes: undefined }, 'estimatedMinutes'),
    )
    await expect(page).toHaveURL(/\/delivery-charge\/add$/)

    const check = messageChecker(page, deliveryChargeInputSchema, VALID)
    const long = 'x'.repeat(101)
    await check('area', long, { area: long })
    await check('areaAr', long, { areaAr: long })
    // The box says what it cannot read and keeps it; the contract says the rest.
    for (const [charge, why] of [
      ['abc', INPUT_MESSAGES.amount],
      ['2.505', INPUT_MESSAGES.cents],
      ['-1.00', INPUT_MESSAGES.negative],
      ['10000000', INPUT_MESSAGES.tooLarge('9,999,999.99')],
    ] as const) {
      await expectRefusal(page, 'charge', charge, why)
    }
    await field(page, 'charge').fill('2.5')
    await field(page, 'charge').blur()
    await expect(field(page, 'charge')).toHaveValue('2.50')
    await check('minimumOrder', '', { minimumOrder: '' })
    for (const estimatedMinutes of [0, 241]) {
      await check('estimatedMinutes', String(estimatedMinutes), { estimatedMinutes })
    }
    await expectRefusal(page, 'estimatedMinutes', '2.5', INPUT_MESSAGES.whole)
    // Free delivery cannot start below the minimum order (a rule the schema checks once the
    // amounts and whole numbers it needs have parsed).
    await field(page, 'estimatedMinutes').fill('30')
    await field(page, 'minimumOrder').fill('10.00')
    await check('freeDeliveryAbove', '5.00', { minimumOrder: '10.00', freeDeliveryAbove: '5.00' })
    await expect(fieldMessage(page, 'freeDeliveryAbove')).toHaveText(
      'Free delivery above cannot be less than the minimum order',
    )

    // The server refuses the same values in the same words.
    const refused = await api<{ Errors: Record<string, string> }>(
      page,
      login.token,
      'POST',
      '/delivery-charge',
      { ...VALID, charge: '2.5', estimatedMinutes: 241 },
    )
    expect(refused.status).toBe(400)
    expect(refused.json.Errors).toEqual({
      charge: message({ charge: '2.5' }, 'charge'),
      estimatedMinutes: message({ estimatedMinutes: 241 }, 'estimatedMinutes'),
    })
    const below = { ...VALID, minimumOrder: '10.00', freeDeliveryAbove: '5.00' }
    const refusedFree = await api<{ Errors: Record<string, string> }>(
      page,
      login.token,
      'POST',
      '/delivery-charge',
      below,
    )
    expect(refusedFree.status).toBe(400)
    expect(refusedFree.json.Errors).toEqual({
      freeDeliveryAbove: schemaMessage(deliveryChargeInputSchema, below, 'freeDeliveryAbove'),
    })

    // Once each value is right, its message goes.
    await pickReference(page, 'field-branchId', TRIPOLI)
    await field(page, 'area').fill('Mina')
    await field(page, 'areaAr').fill('الميناء')
    await field(page, 'charge').fill('2.00')
    await field(page, 'freeDeliveryAbove').fill('30.00')
    await field(page, 'estimatedMinutes').fill('40')
    for (const name of [
      'branchId',
      'area',
      'areaAr',
      'charge',
      'minimumOrder',
      'estimatedMinutes',
    ]) {
      await expect(fieldMessage(page, name)).toBeEmpty()
    }
    // Free delivery shows its hint again.
    await expect(fieldMessage(page, 'freeDeliveryAbove')).toHaveText(/leave empty for never/)
    await leaveChangedForm(page, '/delivery-charge')
  })

  test('the CSV holds the searched list row for row: amounts, none for never free, Arabic and quotes intact', async () => {
    const { page, login } = shared
    const prefix = unique('Charge CSV')
    const areas = [`${prefix} "old" port, north`, `${prefix} plain`]
    const ids = await createRecords(
      page,
      login.token,
      '/delivery-charge',
      areas.map((area, i) => ({
        branchId: 3,
        area,
        areaAr: 'الميناء، "القديم"',
        charge: '1.75',
        minimumOrder: '8.00',
        freeDeliveryAbove: i === 0 ? '25.00' : null,
        estimatedMinutes: 20 + i,
        isActive: i === 0,
      })),
    )
    await openList(page, '/delivery-charge')
    await search(page, prefix)
    const rows = await tableRows(page)
    expect(rows).toHaveLength(2)
    const shownIds = await rowIds(page)
    const file = await exportCsv(page, 'delivery-charges')
    expect(file).toEqual([
      [
        'ID',
        'Branch',
        'Area',
        'Arabic area',
        'Charge (USD)',
        'Minimum order (USD)',
        'Free delivery above (USD)',
        'Estimated time (min)',
        'Active',
      ],
      // The list shows dollars ($1.75); the file keeps plain numbers (1.75).
      ...rows.map((row, i) => [
        shownIds[i],
        ...row.slice(0, 3),
        ...row.slice(3, 5).map((cell) => amountIn(cell).toFixed(2)),
        row[FREE_ABOVE] === '—' ? '' : amountIn(row[FREE_ABOVE]!).toFixed(2),
        row[6],
        row[7] === 'Active' ? 'Yes' : 'No',
      ]),
    ])
    expect(file.slice(1).map((r) => r[6])).toContain('')

    await deleteRecords(page, login.token, '/delivery-charge', ids)
  })
})
