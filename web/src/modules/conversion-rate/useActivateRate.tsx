import { Alert } from '@blueprintjs/core'
import { conversionRateResource, conversionRateRoutes } from 'contracts'
import type { ConversionRate } from 'contracts'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { errorMessage, isListKeyOf } from '../../lib/resource'
import { toastError, toastSuccess } from '../../lib/toaster'

const isRateListKey = isListKeyOf(conversionRateResource)

export const describeRate = (r: ConversionRate) =>
  `${r.pointsPerUsd} points per USD, $${r.usdPerPoint} per point`

/** Activating a rate, asked first; the list reads again so it shows the change. */
export function useActivateRate() {
  const { mutate } = useSWRConfig()
  const [asked, setAsked] = useState<ConversionRate>()
  const [busy, setBusy] = useState(false)

  const confirm = async (rate: ConversionRate) => {
    setBusy(true)
    try {
      await apiRequest(conversionRateRoutes.activateConversionRate, {
        params: { id: rate.id },
        body: { version: rate.version },
      })
      await mutate(isRateListKey, undefined, { revalidate: true })
      void toastSuccess(`The active rate is now ${describeRate(rate)}`)
      setAsked(undefined)
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const dialog = (
    <Alert
      isOpen={asked !== undefined}
      intent="primary"
      confirmButtonText="Activate"
      cancelButtonText="Cancel"
      loading={busy}
      onConfirm={() => asked && void confirm(asked)}
      onCancel={() => setAsked(undefined)}
    >
      {asked && (
        <p>
          Make {describeRate(asked)} (effective from {formatDateTime(asked.effectiveFrom)}) the
          active rate? The rate active now stops applying: new orders earn and redeem points at this
          one.
        </p>
      )}
    </Alert>
  )
  return { ask: setAsked, dialog }
}
