import { Button, Callout, Classes, Radio, RadioGroup } from '@blueprintjs/core'
import { PlayIcon } from '@blueprintjs/icons'
import { RIDER_MESSAGES, RIDER_VEHICLE_LABELS, formatPhone, riderRoutes } from 'contracts'
import type { BoardRider } from 'contracts'
import { useState } from 'react'
import { useField, useForm } from 'react-final-form'
import { apiRequest } from '../api'
import { FieldFrame, errorMessage, fieldError, fieldId } from '../resource'
import { usePermissions } from '../session'
import { toastError, toastSuccess } from '../toaster'
import { carrying, onShiftFirstFree, useRiderChoices } from './useRiderChoices'

const NAME = 'riderId'

interface RiderChoiceFieldProps {
  branchId: number
  branchName: string
  /** The branch's riders when the caller has them (the board); else they are read. */
  riders?: readonly BoardRider[] | undefined
  /** The rider who has the order now (Change rider): not offered. */
  exclude?: number | undefined
}

/**
 * Who takes the order out: the riders on shift at its branch, fewest orders
 * on the road first, each with how many they carry. The arrow keys move
 * between them, Enter sends. With nobody on shift it says so and, for those
 * who may, offers to start the shift of the branch's riders off shift.
 */
export function RiderChoiceField({
  branchId,
  branchName,
  riders: given,
  exclude,
}: RiderChoiceFieldProps) {
  const { input, meta } = useField<number | null>(NAME)
  const form = useForm()
  const { riders, error, isLoading, reload } = useRiderChoices(branchId, given)
  // Shifts started here, shown at once (the board's live channel or a reload confirms them).
  const [started, setStarted] = useState<ReadonlySet<number>>(new Set())
  const { can } = usePermissions()
  const mayStart = can('rider', 'Update') || can('branch-orders', 'Update')
  const id = fieldId(NAME)
  if (error) {
    return (
      <Callout intent="danger" role="alert">
        The riders could not be loaded: {errorMessage(error)}{' '}
        <Button size="small" onClick={() => void reload()}>
          Retry
        </Button>
      </Callout>
    )
  }
  if (isLoading || !riders) return <p className={Classes.SKELETON}>Loading the riders</p>
  const mine = riders
    .filter((r) => r.branchId === branchId && r.id !== exclude)
    .map((r) => (started.has(r.id) ? { ...r, onShift: true } : r))
  const choices = onShiftFirstFree(mine)
  const offShift = mine.filter((r) => r.isActive && !r.onShift)

  const startShift = async (rider: BoardRider) => {
    try {
      await apiRequest(riderRoutes.setRiderShift, {
        params: { id: rider.id },
        body: { onShift: true },
      })
      setStarted((s) => new Set(s).add(rider.id))
      input.onChange(rider.id)
      void toastSuccess(`${rider.name} is on shift.`)
      if (!given) void reload()
    } catch (caught) {
      void toastError(errorMessage(caught))
    }
  }

  return (
    <FieldFrame id={id} label="Rider" error={fieldError(meta)} required>
      {choices.length === 0 ? (
        <Callout intent="warning" role="status">
          <p>{RIDER_MESSAGES.nobodyOnShift(branchName)}</p>
          {mayStart && offShift.length > 0 && (
            <ul className="rider-start-list">
              {offShift.map((r) => (
                <li key={r.id}>
                  {r.name} ({RIDER_VEHICLE_LABELS[r.vehicle].toLowerCase()}){' '}
                  <Button size="small" icon={<PlayIcon />} onClick={() => void startShift(r)}>
                    Start shift
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {!mayStart && <p>Ask someone who manages riders to start a shift.</p>}
        </Callout>
      ) : (
        <RadioGroup
          name={id}
          selectedValue={input.value ?? undefined}
          onChange={(e) => {
            input.onChange(Number(e.currentTarget.value))
            input.onBlur()
          }}
        >
          {choices.map((rider, i) => (
            <Radio
              key={rider.id}
              id={`${id}-${rider.id}`}
              value={rider.id}
              autoFocus={i === 0}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return
                e.preventDefault()
                input.onChange(rider.id)
                void form.submit()
              }}
              labelElement={
                <span>
                  <strong>{rider.name}</strong> · {carrying(rider.activeOrders)} ·{' '}
                  <span className={Classes.TEXT_MUTED}>{formatPhone(rider.phone)}</span>
                </span>
              }
            />
          ))}
        </RadioGroup>
      )}
    </FieldFrame>
  )
}
