import { act, fireEvent, render, screen } from '@testing-library/react'
import { categoryResource } from 'contracts'
import type { Category, PermissionEntry } from 'contracts'
import { Form } from 'react-final-form'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiProvider } from '../api/swrConfig'
import { zodValidate } from '../forms/zodValidate'
import { apiTexts } from '../i18n/apiTexts'
import { i18nState } from '../i18n/state'
import type { Catalogue, Digits } from '../i18n/state'
import { beginSession } from '../session/store'
import { answerEachToken, loginFor } from '../session/testing'
import ar from '../../locales/ar.json'
import { TextField } from './fields/TextField'
import { useListController } from './list/useListController'
import { ResourceListPage } from './table/ResourceListPage'
import { ResourceTable } from './table/ResourceTable'
import { activeColumn, nameColumn } from './table/columns'

/*
 * The layer in Arabic (docs/architecture.md#languages): with the Arabic catalogue loaded, a
 * list's frame, headers, pager and a field's contract message read in Arabic, the pager's
 * count with Arabic's plural; in English, the same screen reads as it always has.
 */

async function speak(language: 'en' | 'ar', digits: Digits = 'latn') {
  Object.assign(i18nState, {
    language,
    digits,
    catalogue: language === 'ar' ? (ar as unknown as Catalogue) : undefined,
    say: language === 'ar' ? await apiTexts('ar') : undefined,
  })
}
afterEach(() => speak('en'))

const TOTAL = 134
const category = (id: number): Category => ({
  id,
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  subCategoryCount: 0,
  name: `Category ${id}`,
  nameAr: `فئة ${id}`,
  description: '',
  imageUrl: '',
  sortOrder: id,
  isActive: id % 2 === 0,
})

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
answerEachToken(async (_token, url) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: CATEGORIES })
  return json({
    Data: Array.from({ length: 20 }, (_, i) => category(i + 1)),
    TotalCount: TOTAL,
    Page: 1,
    PageSize: 20,
  })
})
const CATEGORIES: PermissionEntry[] = [{ key: 'category', actions: ['View', 'Add'] }]

function Categories({ plural }: { plural: string }) {
  const list = useListController(categoryResource)
  return (
    <ResourceListPage
      title="Categories"
      controller={list}
      addTo="/category/add"
      csv={{ filename: 'categories', columns: [] }}
    >
      <ResourceTable controller={list} columns={[nameColumn(), activeColumn()]} plural={plural} />
    </ResourceListPage>
  )
}

async function mountList(plural: string) {
  act(() => beginSession(loginFor(`token-${Math.random()}`, { components: CATEGORIES })))
  render(
    <MemoryRouter initialEntries={['/category']}>
      <ApiProvider>
        <Categories plural={plural} />
      </ApiProvider>
    </MemoryRouter>,
  )
  await screen.findByText('Category 20', {}, { timeout: 10_000 })
}

function mountName() {
  render(
    <Form
      onSubmit={() => undefined}
      validate={zodValidate(categoryResource.input)}
      render={() => <TextField name="name" label="Name" required />}
    />,
  )
  const input = screen.getByRole('textbox')
  fireEvent.focus(input)
  fireEvent.blur(input)
}

describe('the resource layer in Arabic', () => {
  it('reads a list in Arabic: frame, headers, tags and the pager with its plural', async () => {
    await speak('ar')
    await mountList('فئات')
    expect(screen.getByRole('link', { name: 'إضافة' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'الاسم' })).toBeTruthy()
    expect(screen.getAllByText('غير مفعّل').length).toBe(10)
    expect(screen.getByText('1–20 من أصل 134 سجلًا')).toBeTruthy()
    expect(screen.getByText('الصفحة 1 من 7')).toBeTruthy()
    expect(screen.getByLabelText('الصفحة التالية')).toBeTruthy()
    expect(screen.queryByText(/Rows per page|Export|Page 1/)).toBeNull()
  })

  it('writes the pager in Arabic-Indic digits when the employee chose them', async () => {
    await speak('ar', 'arab')
    await mountList('فئات')
    expect(screen.getByText('١–٢٠ من أصل ١٣٤ سجلًا')).toBeTruthy()
  })

  it('shows a contract check in Arabic at its field', async () => {
    await speak('ar')
    mountName()
    expect(await screen.findByText('الاسم مطلوب')).toBeTruthy()
  })

  it('reads in English as before', async () => {
    await mountList('categories')
    expect(screen.getByRole('link', { name: 'Add' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy()
    expect(screen.getByText('1–20 of 134')).toBeTruthy()
    expect(screen.getByText('Page 1 of 7')).toBeTruthy()
    expect(screen.getByText('Rows per page')).toBeTruthy()
    mountName()
    expect(await screen.findByText('Name is required')).toBeTruthy()
  })
})
