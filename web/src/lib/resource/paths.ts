import { recordRoute } from 'contracts'
import type { ModuleKey } from 'contracts'
import type { Resource } from './types'

/** A resource's screens: its list, its add screen and each record's screens (docs/requirements.md#screens-and-routes). */
export interface ResourcePaths {
  list: string
  add: string
  /** A record's read view (`/order/12`): View is enough (docs/requirements.md#the-guard-and-the-sidebar). */
  view: (id: number) => string
  /** A record's edit screen (`/order/12/edit`): needs Update. */
  edit: (id: number) => string
  /** A record opened in a drawer beside its list (`/customer?open=123`). */
  opened: (id: number) => string
}

/** The query parameter that names the record a list has open in its drawer. */
export const OPEN_PARAM = 'open'

/** The screen URLs of a resource, from its contract's path; record links from recordRoute. */
export const resourcePaths = ({
  path,
  key,
}: Pick<Resource, 'path'> & { key: ModuleKey }): ResourcePaths => ({
  list: path,
  add: `${path}/add`,
  view: (id) => recordRoute(key, id, 'view'),
  edit: (id) => recordRoute(key, id, 'edit'),
  opened: (id) => `${path}?${OPEN_PARAM}=${id}`,
})
