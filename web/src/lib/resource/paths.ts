import type { Resource } from './types'

/** A resource's screens: its list, its add screen and each record's edit screen (SPEC §2). */
export interface ResourcePaths {
  list: string
  add: string
  edit: (id: number) => string
  /** A record opened in a drawer beside its list (`/customer?open=123`). */
  opened: (id: number) => string
}

/** The query parameter that names the record a list has open in its drawer. */
export const OPEN_PARAM = 'open'

/** The screen URLs of a resource, from its contract's path. */
export const resourcePaths = ({ path }: Pick<Resource, 'path'>): ResourcePaths => ({
  list: path,
  add: `${path}/add`,
  edit: (id) => `${path}/${id}/edit`,
  opened: (id) => `${path}?${OPEN_PARAM}=${id}`,
})
