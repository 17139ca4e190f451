import { useCallback, useMemo } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest, requestPath } from '../../api'
import type { InputOf, RecordOf, Resource } from '../types'
import { isKeyOf, isListKeyOf } from './cacheKeys'

export interface MutationOptions {
  /** Other resources whose lists show figures this one changes (a category's sub-category count). */
  affects?: readonly Pick<Resource, 'path'>[]
}

export interface ResourceMutations<R extends Resource> {
  create: (input: InputOf<R>) => Promise<RecordOf<R>>
  update: (id: number, input: InputOf<R> & { version: number }) => Promise<RecordOf<R>>
  /** Changes some fields of a record as read: for quick toggles in a list. */
  patch: (record: RecordOf<R>, changes: Partial<InputOf<R>>) => Promise<RecordOf<R>>
  remove: (id: number) => Promise<void>
}

/** Keeps only the fields the input schema takes (records carry ids, names of references…). */
export function inputOf<R extends Resource>(resource: R, record: object): InputOf<R> {
  const source = record as Record<string, unknown>
  const input: Record<string, unknown> = {}
  for (const key of Object.keys(resource.input.shape)) {
    if (key in source) input[key] = source[key]
  }
  return input as InputOf<R>
}

/**
 * Create, update and delete for a resource. Each success revalidates the
 * resource's lists (and those of `affects`) so no screen shows stale rows;
 * an update also puts the fresh record in the cache.
 */
export function useResourceMutations<R extends Resource>(
  resource: R,
  options: MutationOptions = {},
): ResourceMutations<R> {
  const { mutate } = useSWRConfig()
  const affects = options.affects
  const revalidateLists = useCallback(async () => {
    const others = (affects ?? []).map(isKeyOf)
    const own = isListKeyOf(resource)
    // Clearing drops stale pages of lists not on screen; the ones on screen keep
    // showing their rows (keepPreviousData) until the fresh page arrives.
    await mutate((key) => own(key) || others.some((matches) => matches(key)), undefined, {
      revalidate: true,
    })
  }, [mutate, resource, affects])

  return useMemo(() => {
    const storeRecord = async (record: RecordOf<R>) => {
      await mutate(
        requestPath(resource.routes.get, { params: { id: record.id } }),
        {
          Data: record,
        },
        { revalidate: false },
      )
    }
    const update = async (id: number, body: InputOf<R> & { version: number }) => {
      const answer = (await apiRequest(resource.routes.update, {
        params: { id },
        body,
      })) as { Data: RecordOf<R> }
      await storeRecord(answer.Data)
      void revalidateLists()
      return answer.Data
    }
    return {
      create: async (input) => {
        const answer = (await apiRequest(resource.routes.create, { body: input })) as {
          Data: RecordOf<R>
        }
        await storeRecord(answer.Data)
        void revalidateLists()
        return answer.Data
      },
      update,
      patch: (record, changes) =>
        update(record.id, { ...inputOf(resource, record), ...changes, version: record.version }),
      remove: async (id) => {
        await apiRequest(resource.routes.remove, { params: { id } })
        await mutate(requestPath(resource.routes.get, { params: { id } }), undefined, {
          revalidate: false,
        })
        void revalidateLists()
      },
    }
  }, [mutate, resource, revalidateLists])
}

/** Creating records of a resource (revalidates its lists). */
export const useCreate = <R extends Resource>(resource: R, options?: MutationOptions) =>
  useResourceMutations(resource, options).create

/** Updating records of a resource by id and version (409 when stale). */
export const useUpdate = <R extends Resource>(resource: R, options?: MutationOptions) =>
  useResourceMutations(resource, options).update

/** Deleting records of a resource (a 422 when a business rule refuses). */
export const useDelete = <R extends Resource>(resource: R, options?: MutationOptions) =>
  useResourceMutations(resource, options).remove
