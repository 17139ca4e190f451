import { Button, Card, Dialog, DialogBody, H4 } from '@blueprintjs/core'
import { DialogSubmitFooter } from '../../lib/forms/DialogSubmitFooter'
import { SwapHorizontalIcon } from '@blueprintjs/icons'
import { API_ERRORS, orderRiderBodySchema, orderRoutes } from 'contracts'
import type { Order } from 'contracts'
import { useRef, useState } from 'react'
import { Form } from 'react-final-form'
import { ApiError, apiRequest } from '../../lib/api'
import { recordBranchLabel } from '../../lib/branches'
import { formatTime } from '../../lib/dates'
import { zodValidate } from '../../lib/forms/zodValidate'
import { useOrderCache } from '../../lib/orders'
import { serverFailure } from '../../lib/resource'
import { RiderChoiceField, RiderContact } from '../../lib/rider'
import { toastError, toastSuccess } from '../../lib/toaster'
import { SubmitError } from '../../lib/forms/SubmitError'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

const validate = zodValidate(orderRiderBodySchema)

/**
 * Who has a delivery order once it left: the rider's name and phone (a
 * `tel:` link, to answer "where is my food?"), when they left, and "Change
 * rider" while the order is on the road, for those who may move orders.
 */
export function OrderRider({ order, canChange }: { order: Order; canChange: boolean }) {
  const [changing, setChanging] = useState(false)
  if (!order.rider) return null
  const onRoad = order.status === 'out_for_delivery'
  return (
    <Card compact className="order-rider">
      <H4>{m.rider()}</H4>
      <p>
        <RiderContact rider={order.rider} />
        {order.dispatchedAt && m.sentOutAt({ time: formatTime(order.dispatchedAt) })}
      </p>
      {onRoad && canChange && (
        <Button icon={<SwapHorizontalIcon />} onClick={() => setChanging(true)}>
          {m.changeRider()}
        </Button>
      )}
      {changing && <ChangeRiderDialog order={order} onClose={() => setChanging(false)} />}
    </Card>
  )
}

/** Hands the order to another rider on shift at its branch (PUT /order/:id/rider). */
function ChangeRiderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const cache = useOrderCache()
  const inFlight = useRef(false)
  const submit = async (values: { riderId: number | null; version: number }) => {
    if (inFlight.current) return undefined
    inFlight.current = true
    try {
      const { Data } = await apiRequest(orderRoutes.changeOrderRider, {
        params: { id: order.id },
        body: { riderId: values.riderId!, version: values.version },
      })
      await cache.store(Data)
      void cache.revalidateLists()
      void toastSuccess(
        m.nowWith({ number: Data.number, rider: Data.rider?.name ?? m.anotherRider() }),
      )
      onClose()
      return undefined
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void toastError(say(API_ERRORS.stale))
        void cache.revalidateLists()
        onClose()
        return undefined
      }
      return serverFailure(error).submission
    } finally {
      inFlight.current = false
    }
  }
  return (
    <Dialog isOpen title={m.changeRiderTitle({ number: order.number })} onClose={onClose}>
      <Form<{ riderId: number | null; version: number }>
        onSubmit={submit}
        initialValues={{ riderId: null, version: order.version }}
        validate={validate}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DialogBody>
              <RiderChoiceField
                branchId={order.branchId}
                branchName={recordBranchLabel(order)}
                exclude={order.rider?.id}
              />
              <SubmitError />
            </DialogBody>
            <DialogSubmitFooter label={m.changeRider()} onClose={onClose} submitting={submitting} />
          </form>
        )}
      />
    </Dialog>
  )
}
