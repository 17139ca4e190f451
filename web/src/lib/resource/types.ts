import type { ModuleKey, RouteDescriptor } from 'contracts'
import type { z } from 'zod'
import { say } from '../i18n'

/**
 * What a list screen needs of a resource: its record, filters, sorts and list
 * route. Every `defineResource` contract is one; so is a list of records
 * that are not edited by the generic form (orders).
 */
export interface ListResource<Rec extends z.ZodObject = z.ZodObject> {
  name: string
  label?: string
  path: string
  key: ModuleKey
  record: Rec
  filters: z.ZodObject
  sortable: readonly string[]
  routes: { list: RouteDescriptor }
}

/**
 * What the layer needs of a contract made by `defineResource`: its schemas,
 * list options and the five routes.
 */
export interface Resource<
  Rec extends z.ZodObject = z.ZodObject,
  In extends z.ZodObject = z.ZodObject,
> extends ListResource<Rec> {
  input: In
  searchable: readonly string[]
  routes: {
    list: RouteDescriptor
    get: RouteDescriptor
    create: RouteDescriptor
    update: RouteDescriptor
    remove: RouteDescriptor
  }
}

/** A record as the API returns it. */
export type RecordOf<R extends ListResource> = z.output<R['record']> & {
  id: number
  version: number
}
/** What the form holds and a create sends. */
export type InputOf<R extends Resource> = z.input<R['input']>

export interface ListPage<T> {
  Data: T[]
  TotalCount: number
  Page: number
  PageSize: number
}

/** How people read the resource's name, in the page's language: "sub-category". */
export const labelOf = (resource: Resource) => say(resource.label ?? resource.name)

/** "Sub-category" */
export const titleOf = (resource: Resource) => {
  const label = labelOf(resource)
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** The query keys of the resource's list filters. */
export const filterKeysOf = (resource: ListResource) => Object.keys(resource.filters.shape)
