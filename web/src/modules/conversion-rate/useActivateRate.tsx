import { Alert } from '@blueprintjs/core'
import { conversionRateResource, conversionRateRoutes } from 'contracts'
import type { ConversionRate } from 'contracts'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { errorMessage, isListKeyOf } from '../../lib/resource'
import { toastError, toastSuccess } from '../../lib/toaster'
import { m } from './labels'

const isRateListKey = isListKeyOf(conversionRateResource)

export const describeRate = (r: ConversionRate) =>
  m.rate({ pointsPerUsd: r.pointsPerUsd, usdPerPoint: r.usdPerPoint })

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
      void toastSuccess(m.activated({ rate: describeRate(rate) }))
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
      confirmButtonText={m.activate()}
      cancelButtonText={m.cancel()}
      loading={busy}
      onConfirm={() => asked && void confirm(asked)}
      onCancel={() => setAsked(undefined)}
    >
      {asked && (
        <p>
          {m.activateQuestion({
            rate: describeRate(asked),
            from: formatDateTime(asked.effectiveFrom),
          })}
        </p>
      )}
    </Alert>
  )
  return { ask: setAsked, dialog }
}
