import { Switch } from '@blueprintjs/core'
import { productResource } from 'contracts'
import type { Product } from 'contracts'
import { useState } from 'react'
import { errorMessage, FlagTag, useResourceMutations } from '../../lib/resource'
import { toastError, toastSuccess } from '../../lib/toaster'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** Availability in a list row: a switch with Update, a tag without. */
export function AvailabilityToggle({
  product,
  canUpdate,
}: {
  product: Product
  canUpdate: boolean
}) {
  const { patch } = useResourceMutations(productResource)
  // The state asked for, shown until the list's refresh brings the row that
  // has it (or a newer one): clearing it on the answer alone would flip the
  // switch back to the old row for a moment.
  const [pending, setPending] = useState<{ value: boolean; version?: number }>()
  const arrived =
    pending !== undefined &&
    (product.isAvailable === pending.value ||
      (pending.version !== undefined && product.version >= pending.version))
  if (arrived) setPending(undefined)
  if (!canUpdate)
    return <FlagTag on={product.isAvailable} yes={m.available()} no={m.unavailable()} />
  const shown = pending?.value ?? product.isAvailable

  const toggle = async () => {
    const next = !product.isAvailable
    setPending({ value: next })
    try {
      const saved = await patch(product, { isAvailable: next })
      setPending({ value: next, version: saved.version })
      void toastSuccess((next ? m.nowAvailable : m.nowUnavailable)({ name: product.name }))
    } catch (error) {
      setPending(undefined)
      void toastError(errorMessage(error))
    }
  }

  return (
    <Switch
      role="switch"
      checked={shown}
      disabled={pending !== undefined}
      label={shown ? m.available() : m.unavailable()}
      aria-label={m.productAvailable({ name: product.name })}
      onChange={() => void toggle()}
      style={{ margin: 0 }}
    />
  )
}
