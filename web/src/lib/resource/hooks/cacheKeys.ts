import type { Resource } from '../types'

/**
 * True for every SWR key of the resource's lists and records: the shell keys
 * reads by their request path (`/category?page=2…`, `/category/12`).
 */
export const isKeyOf = (resource: Pick<Resource, 'path'>) => (key: unknown) =>
  typeof key === 'string' &&
  (key === resource.path ||
    key.startsWith(`${resource.path}?`) ||
    key.startsWith(`${resource.path}/`))

/** True for the keys of the resource's lists only. */
export const isListKeyOf = (resource: Pick<Resource, 'path'>) => (key: unknown) =>
  typeof key === 'string' && (key === resource.path || key.startsWith(`${resource.path}?`))
