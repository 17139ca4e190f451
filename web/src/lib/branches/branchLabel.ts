import { currentLanguage } from '../i18n'
import { useBranches } from './useBranches'

/**
 * A branch's name in the page's language (docs/requirements.md#languages): its Arabic name
 * (`nameAr`) to an employee who works in Arabic, when it has one; else its name.
 */
export function branchLabel(branch: { name: string; nameAr?: string }): string {
  return currentLanguage() === 'ar' && branch.nameAr ? branch.nameAr : branch.name
}

/**
 * Names a branch a record carries by id and English name (an order's, a shift report's) in
 * the page's language, from the branch list (read only in Arabic, and only by a role that may
 * list branches; otherwise the record's own name).
 */
export function useBranchLabel(): (id: number, name: string) => string {
  const { branches } = useBranches({ enabled: currentLanguage() === 'ar' })
  return (id, name) => {
    const branch = branches.find((b) => b.id === id)
    return branch ? branchLabel(branch) : name
  }
}
