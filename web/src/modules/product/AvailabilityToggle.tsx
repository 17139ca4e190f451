import { Switch } from '@blueprintjs/core'
import { productResource } from 'contracts'
import type { Product } from 'contracts'
import { useState } from 'react'
import { errorMessage, FlagTag, useResourceMutations } from '../../lib/resource'
import { toastError, toastSuccess } from '../../lib/toaster'

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
  if (!canUpdate) return <FlagTag on={product.isAvailable} yes="Available" no="Unavailable" />
  const shown = pending?.value ?? product.isAvailable

  const toggle = async () => {
    const next = !product.isAvailable
    setPending({ value: next })
    try {
      const saved = await patch(product, { isAvailable: next })
      setPending({ value: next, version: saved.version })
      void toastSuccess(`“${product.name}” is now ${next ? 'available' : 'unavailable'}.`)
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
      label={shown ? 'Available' : 'Unavailable'}
      aria-label={`${product.name} available`}
      onChange={() => void toggle()}
      style={{ margin: 0 }}
    />
  )
}
