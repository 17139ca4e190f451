/** The branches, by name, for filters and pickers: a handful, read in one page. */
export { useBranches } from './useBranches'
export { BranchesField } from './BranchesField'
