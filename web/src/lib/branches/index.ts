/** The branches, by name, for filters and pickers: a handful, read in one page. */
export { useBranches } from './useBranches'
export { branchLabel, recordBranchLabel, recordBranchLabels } from './branchLabel'
export { BranchCheckboxes, BranchesField } from './BranchesField'
export { BranchFilter } from './BranchFilter'
export { BranchSelect } from './BranchSelect'
export { useEmployeeBranches } from './useEmployeeBranches'
export { branchChoices } from './branchChoices'
