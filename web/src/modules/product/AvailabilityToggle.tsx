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
  const [pending, setPending] = useState<boolean>()
  if (!canUpdate) return <FlagTag on={product.isAvailable} yes="Available" no="Unavailable" />
  const shown = pending ?? product.isAvailable

  const toggle = async () => {
    const next = !product.isAvailable
    setPending(next)
    try {
      await patch(product, { isAvailable: next })
      void toastSuccess(`“${product.name}” is now ${next ? 'available' : 'unavailable'}.`)
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setPending(undefined)
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
