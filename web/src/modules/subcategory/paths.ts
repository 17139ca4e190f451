import { subcategoryResource } from 'contracts'

/** The sub-category screens' URLs (SPEC §2). */
export const subcategoryPaths = {
  list: subcategoryResource.path,
  add: `${subcategoryResource.path}/add`,
  edit: (id: number) => `${subcategoryResource.path}/${id}/edit`,
}
