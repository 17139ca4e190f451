import type { SubmissionErrors } from 'final-form'
import { useMemo, useState } from 'react'
import { usePermissions } from '../../session'
import { toastError, toastSuccess } from '../../toaster'
import { zodValidate } from '../../forms/zodValidate'
import { serverFailure } from '../errors/serverFailure'
import { inputOf, useResourceMutations } from '../hooks/useResourceMutations'
import type { MutationOptions } from '../hooks/useResourceMutations'
import { useResourceRecord } from '../hooks/useResourceRecord'
import { resourcePaths } from '../paths'
import { useRecordMode } from './readOnly'
import type { RecordMode } from './readOnly'
import { labelOf } from '../types'
import type { InputOf, RecordOf, Resource } from '../types'
import type { ApiError } from '../../api'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/** Form values: the input's fields, as the inputs hold them. */
export type FormValues = Record<string, unknown>

export interface FormControllerOptions<R extends Resource> extends MutationOptions {
  /** The record to edit; none to add one. */
  id: number | undefined
  /** Values of a new record. */
  empty: FormValues
  /** Where the list is; the form goes back there after a save. By default the resource's list. */
  listPath?: string
  /** Record → form values; by default the input's fields of the record. */
  toValues?: (record: RecordOf<R>) => FormValues
  /** How the record is named in messages; by default its `name`. */
  nameOf?: (values: FormValues) => string
}

export interface Conflict<T> {
  /** The version someone else saved. */
  theirs: T | undefined
  /** Why their version could not be read (deleted since: a 404). */
  loadError?: unknown
  /** Fields whose saved value changed since this form loaded. */
  changed: string[]
}

export interface FormController<R extends Resource> {
  resource: R
  /** Adding, editing, or reading (a path without "edit": the read view, for View). */
  mode: RecordMode
  /** The record's name (its `name` by default), for titles and messages. */
  recordName: string
  /** The employee's role allows Update here (the read view offers Edit). */
  canUpdate: boolean
  listPath: string
  record: RecordOf<R> | undefined
  isLoading: boolean
  loadError: ApiError | undefined
  initialValues: FormValues
  validate: (values: FormValues) => Record<string, unknown>
  /** Saves; on failure answers the submission errors to show. */
  save: (values: FormValues) => Promise<SaveResult<RecordOf<R>>>
  /** Set after a 409: someone saved the record since it was loaded. */
  conflict: Conflict<RecordOf<R>> | undefined
  /**
   * Takes their version as the form's base: untouched fields show their
   * values, typed ones keep what was typed, and the next save names their
   * version number.
   */
  loadTheirs: () => void
}

export type SaveResult<T> = { ok: true; record: T } | { ok: false; errors: SubmissionErrors }

/**
 * The headless core of an add/edit screen: loads the record, validates with
 * the contract's input schema, saves, maps server errors to fields and
 * handles a stale version (409).
 */
export function useFormController<R extends Resource>(
  resource: R,
  options: FormControllerOptions<R>,
): FormController<R> {
  const { id, empty, affects, listPath = resourcePaths(resource).list } = options
  const mode = useRecordMode(id)
  const { can } = usePermissions()
  const { record, isLoading, isValidating, error, reload } = useResourceRecord(resource, id)
  const { create, update } = useResourceMutations(resource, { affects })
  const [base, setBase] = useState<RecordOf<R>>()
  const [conflict, setConflict] = useState<Conflict<RecordOf<R>>>()
  if (record && !base && !isValidating) setBase(record)

  const toValues = options.toValues ?? ((r: RecordOf<R>) => inputOf(resource, r) as FormValues)
  const nameOf = options.nameOf ?? ((v: FormValues) => String(v.name ?? ''))
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => (base ? toValues(base) : empty), [base])
  const validate = useMemo(() => zodValidate(resource.input), [resource])

  const save = async (values: FormValues): Promise<SaveResult<RecordOf<R>>> => {
    const input = resource.input.parse(values) as InputOf<R>
    try {
      const record =
        id === undefined
          ? await create(input)
          : await update(id, { ...input, version: base?.version ?? 0 })
      void toastSuccess(m.saved({ label: labelOf(resource), name: nameOf(values) }))
      setConflict(undefined)
      return { ok: true, record }
    } catch (caught) {
      const failure = serverFailure(caught)
      if (failure.stale) {
        try {
          const theirs = await reload()
          setConflict({ theirs, changed: changedFields(resource, base, theirs) })
        } catch (loadError) {
          setConflict({ theirs: undefined, changed: [], loadError })
        }
      } else {
        void toastError(failure.message)
      }
      return { ok: false, errors: failure.submission }
    }
  }

  return {
    resource,
    mode,
    recordName: base ? nameOf(initialValues) : '',
    canUpdate: can(resource.key, 'Update'),
    listPath,
    record: base,
    isLoading: isLoading || (id !== undefined && !base && !error),
    loadError: error,
    initialValues,
    validate,
    save,
    conflict,
    loadTheirs: () => {
      if (conflict?.theirs) setBase(conflict.theirs)
      setConflict(undefined)
    },
  }
}

function changedFields<R extends Resource>(
  resource: R,
  mine: RecordOf<R> | undefined,
  theirs: RecordOf<R> | undefined,
): string[] {
  if (!mine || !theirs) return []
  const a = inputOf(resource, mine) as Record<string, unknown>
  const b = inputOf(resource, theirs) as Record<string, unknown>
  return Object.keys(resource.input.shape).filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  )
}
