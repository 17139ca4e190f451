import { afterEach, describe, expect, it } from 'vitest'
import { i18nState } from '../i18n/state'
import { branchLabel, recordBranchLabel, recordBranchLabels } from './branchLabel'

afterEach(() => {
  i18nState.language = 'en'
})

describe('branch names in the page language', () => {
  const order = { branchName: 'Tripoli - El Mina', branchNameAr: 'طرابلس - الميناء' }

  it('names a branch and a record’s branch in English on an English page', () => {
    expect(branchLabel({ name: 'Jounieh', nameAr: 'جونيه' })).toBe('Jounieh')
    expect(recordBranchLabel(order)).toBe('Tripoli - El Mina')
  })

  it('names them in Arabic on an Arabic page, in English where the Arabic name is empty', () => {
    i18nState.language = 'ar'
    expect(branchLabel({ name: 'Jounieh', nameAr: 'جونيه' })).toBe('جونيه')
    expect(recordBranchLabel(order)).toBe('طرابلس - الميناء')
    // A branch that is gone is named '' in both.
    expect(recordBranchLabel({ branchName: 'Old', branchNameAr: '' })).toBe('Old')
  })

  it("names an employee's branches in order, in the page's language", () => {
    const employee = { branchNames: ['Hamra', 'Saida'], branchNamesAr: ['الحمرا', 'صيدا'] }
    expect(recordBranchLabels(employee)).toEqual(['Hamra', 'Saida'])
    i18nState.language = 'ar'
    expect(recordBranchLabels(employee)).toEqual(['الحمرا', 'صيدا'])
  })
})
