import { nameInLanguage } from '../i18n'

/**
 * A branch's name in the page's language (docs/requirements.md#languages): its Arabic name
 * (`nameAr`) to an employee who works in Arabic, when it has one; else its name.
 */
export function branchLabel(branch: { name: string; nameAr?: string | null }): string {
  return nameInLanguage(branch.name, branch.nameAr)
}

/**
 * The branch a record names (an order, a rider, a close, a delivery charge…: the API's
 * `branchName` and `branchNameAr`) in the page's language. The record carries both names,
 * so no screen reads the branch list for them (a role that sees the record may not see it).
 */
export function recordBranchLabel(record: { branchName: string; branchNameAr: string }): string {
  return branchLabel({ name: record.branchName, nameAr: record.branchNameAr })
}

/** An employee's branches (`branchNames`, `branchNamesAr`) in the page's language. */
export function recordBranchLabels(record: {
  branchNames: readonly string[]
  branchNamesAr: readonly string[]
}): string[] {
  return record.branchNames.map((name, i) => branchLabel({ name, nameAr: record.branchNamesAr[i] }))
}
