import { Alert } from '@blueprintjs/core'
import { TrashIcon } from '@blueprintjs/icons'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { toastError, toastSuccess } from '../../toaster'
import { errorMessage } from '../errors/errorMessage'
import { useResourceMutations } from '../hooks/useResourceMutations'
import type { MutationOptions } from '../hooks/useResourceMutations'
import { labelOf } from '../types'
import type { RecordOf, Resource } from '../types'
import { messages } from '../../i18n'
import en from '../messages.en.json'
import { withNodes } from '../text/withNodes'

const m = messages(en)

export interface DeleteRecord<T> {
  /** Asks for confirmation before deleting `record`. */
  request: (record: T) => void
  /** The confirmation dialog; render it once. */
  dialog: ReactNode
}

/**
 * Deleting with a confirmation that names the record. A refusal (a 422 such
 * as a category that still has sub-categories) is shown in the server's words.
 */
export function useDeleteRecord<R extends Resource>(
  resource: R,
  nameOf: (record: RecordOf<R>) => string,
  options: MutationOptions & { onDeleted?: (record: RecordOf<R>) => void } = {},
): DeleteRecord<RecordOf<R>> {
  const { remove } = useResourceMutations(resource, options)
  const [target, setTarget] = useState<RecordOf<R>>()
  const [busy, setBusy] = useState(false)
  const label = labelOf(resource)
  const questionId = useId()

  const confirm = async () => {
    if (!target || busy) return
    setBusy(true)
    try {
      await remove(target.id)
      void toastSuccess(m.deleted({ label, name: nameOf(target) }))
      options.onDeleted?.(target)
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setBusy(false)
      setTarget(undefined)
    }
  }

  const dialog = (
    <Alert
      isOpen={target !== undefined}
      aria-labelledby={questionId}
      intent="danger"
      icon={<TrashIcon />}
      loading={busy}
      confirmButtonText={m.delete()}
      cancelButtonText={m.cancel()}
      canEscapeKeyCancel={!busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(undefined)}
    >
      <p id={questionId}>
        {withNodes(
          m.deleteQuestion,
          { label },
          { record: <strong>{m.quoted({ name: target ? nameOf(target) : '' })}</strong> },
        )}
      </p>
    </Alert>
  )

  return { request: setTarget, dialog }
}
