import type { z } from 'zod'
import type { ListResource } from '../types'

type FilterCheck = (key: string, value: string) => boolean
const checks = new WeakMap<ListResource, FilterCheck>()

/**
 * Whether a filter from the URL is one the resource's contract accepts: a value it
 * refuses (`type=7`, a status with a typo, an unknown module) falls back to all
 * instead of an error. The same function for a resource every time, so the list
 * state built on it stays put between renders.
 */
export function contractFilter(resource: ListResource): FilterCheck {
  let check = checks.get(resource)
  if (!check) {
    const shape = resource.filters.shape as Record<string, z.ZodType | undefined>
    check = (key, value) => shape[key]?.safeParse(value).success ?? false
    checks.set(resource, check)
  }
  return check
}
