import { productResource } from 'contracts'

/** The product screens' URLs (SPEC §2); `/edit-y` opens the same form. */
export const productPaths = {
  list: productResource.path,
  add: `${productResource.path}/add`,
  edit: (id: number) => `${productResource.path}/${id}/edit`,
}
