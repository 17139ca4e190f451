import { conversionRateResource, conversionRateRoutes } from 'contracts'
import type { ConversionRate } from 'contracts'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest } from '../../lib/api'
import { useQuestion } from '../../lib/forms/useQuestion'
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
  const [busy, setBusy] = useState(false)

  const confirm = async (rate: ConversionRate, close: () => void) => {
    setBusy(true)
    try {
      await apiRequest(conversionRateRoutes.activateConversionRate, {
        params: { id: rate.id },
        body: { version: rate.version },
      })
      await mutate(isRateListKey, undefined, { revalidate: true })
      void toastSuccess(m.activated({ rate: describeRate(rate) }))
      close()
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const { ask, question } = useQuestion<ConversionRate>({
    intent: 'primary',
    confirmText: m.activate(),
    cancelText: m.cancel(),
    loading: busy,
    say: (rate) => (
      <p>
        {m.activateQuestion({
          rate: describeRate(rate),
          from: formatDateTime(rate.effectiveFrom),
        })}
      </p>
    ),
    onConfirm: (rate, close) => void confirm(rate, close),
  })
  return { ask, dialog: question }
}
