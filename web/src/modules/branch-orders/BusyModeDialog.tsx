import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core'
import { BRANCH_PACE_MESSAGES, PACE_EXTRA_MINUTES, orderRoutes } from 'contracts'
import type { BoardBranch } from 'contracts'
import { useState } from 'react'
import { apiRequest } from '../../lib/api'
import { errorMessage } from '../../lib/resource'
import { toastError, toastSuccess } from '../../lib/toaster'
import { UntilField, useUntil } from './UntilField'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'
import { branchLabel } from '../../lib/branches'

const m = messages(en)

interface BusyModeDialogProps {
  branch: BoardBranch
  /** Busy mode's extra minutes now (the board's clock). */
  extraMinutes: number
  now: number
  isOpen: boolean
  onClose: () => void
  /** The branch as the server saved it. */
  onSaved: (branch: BoardBranch) => void
}

/**
 * Busy mode of a branch: its preparation time grows by +0 to +60 minutes
 * until a time (or until set back to +0), and every promised time and late
 * alert counts it.
 */
export function BusyModeDialog(props: BusyModeDialogProps) {
  const { branch, isOpen, onClose } = props
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={m.busyTitle({ branch: branchLabel(branch) })}>
      {/* Mounted while open: each opening starts from the branch's pace now. */}
      {isOpen && <BusyModeForm {...props} />}
    </Dialog>
  )
}

function BusyModeForm({ branch, extraMinutes, now, onClose, onSaved }: BusyModeDialogProps) {
  const [extra, setExtra] = useState(extraMinutes || 20)
  const until = useUntil('1h')
  const [saving, setSaving] = useState(false)
  const id = `busy-${branch.id}`

  const save = async () => {
    const chosen = extra ? until.at(now) : { ok: true as const, until: undefined }
    if (!chosen.ok) return void toastError(chosen.error)
    setSaving(true)
    try {
      const saved = await apiRequest(orderRoutes.setBranchPace, {
        params: { id: branch.id },
        body: {
          extraMinutes: extra,
          ...(chosen.until === undefined ? {} : { until: chosen.until }),
        },
      })
      onSaved(saved.Data)
      void toastSuccess(
        saved.Data.extraMinutes
          ? m.busySaved({
              branch: branchLabel(branch),
              busy: say(BRANCH_PACE_MESSAGES.busy(saved.Data.extraMinutes, saved.Data.busyUntil)),
            })
          : m.busyOver({ branch: branchLabel(branch) }),
      )
      onClose()
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <DialogBody>
        <p>{m.busyIntro()}</p>
        <FormGroup label={m.extraTime()} labelFor={`${id}-minutes`}>
          <HTMLSelect
            id={`${id}-minutes`}
            value={extra}
            onChange={(e) => setExtra(Number(e.currentTarget.value))}
            options={PACE_EXTRA_MINUTES.map((minutes) => ({
              value: minutes,
              label: minutes ? m.extraMinutes({ minutes }) : m.notBusy(),
            }))}
          />
        </FormGroup>
        {extra > 0 && <UntilField id={`${id}-until`} label={m.busyFor()} until={until} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{m.cancel()}</Button>
            <Button type="submit" intent="primary" loading={saving}>
              {m.save()}
            </Button>
          </>
        }
      />
    </form>
  )
}
