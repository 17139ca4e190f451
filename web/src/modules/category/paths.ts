import { categoryResource } from 'contracts'

/** The category screens' URLs (SPEC §2). */
export const categoryPaths = {
  list: categoryResource.path,
  add: `${categoryResource.path}/add`,
  edit: (id: number) => `${categoryResource.path}/${id}/edit`,
}
