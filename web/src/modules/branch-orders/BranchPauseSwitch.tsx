import { Alert, Button, FormGroup, InputGroup, Switch, Tag } from '@blueprintjs/core'
import { PauseIcon, TimeIcon } from '@blueprintjs/icons'
import { BRANCH_PACE_MESSAGES, ORDER_MESSAGES, orderRoutes } from 'contracts'
import type { BoardBranch } from 'contracts'
import { useId, useState } from 'react'
import { apiRequest } from '../../lib/api'
import { errorMessage } from '../../lib/resource'
import { toastError, toastSuccess } from '../../lib/toaster'
import { BusyModeDialog } from './BusyModeDialog'
import { ItemsPanel, offNow } from './ItemsPanel'
import { paceNow } from './pace'
import { UntilField, useUntil } from './UntilField'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'
import { branchLabel } from '../../lib/branches'

const m = messages(en)

interface BranchPauseSwitchProps {
  branch: BoardBranch
  /** The board's clock: a pause, busy mode or item whose "until" has passed reads as over. */
  now: number
  canUpdate: boolean
  /** The branch as the server saved it. */
  onSaved: (branch: BoardBranch) => void
}

/**
 * A branch's pause switch ("Accepting orders"), for busy nights: pausing asks
 * first, with how long and why (it resumes by itself then), resuming does
 * not. Busy mode (more preparation time for a while) and the Items panel sit
 * beside it. Without branch-orders Update only their state shows.
 */
export function BranchPauseSwitch({ branch, now, canUpdate, onSaved }: BranchPauseSwitchProps) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [items, setItems] = useState(false)
  const [pacing, setPacing] = useState(false)
  const pauseUntil = useUntil()
  const [reason, setReason] = useState('')
  const questionId = useId()
  const pace = paceNow(branch, now)
  const paused = !pace.accepting
  const off = offNow(branch, now).length

  const save = async (acceptingOrders: boolean) => {
    const until = acceptingOrders ? { ok: true as const, until: undefined } : pauseUntil.at(now)
    if (!until.ok) return void toastError(until.error)
    setBusy(true)
    try {
      const saved = await apiRequest(orderRoutes.setBranchAccepting, {
        params: { id: branch.id },
        body: acceptingOrders
          ? { acceptingOrders }
          : {
              acceptingOrders,
              reason: reason.trim(),
              ...(until.until === undefined ? {} : { until: until.until }),
            },
      })
      onSaved(saved.Data)
      void toastSuccess(
        acceptingOrders
          ? m.acceptingAgain({ branch: branchLabel(branch) })
          : say(BRANCH_PACE_MESSAGES.branchPaused(branchLabel(branch), saved.Data.pausedUntil)),
      )
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="board-branch" role="group" aria-label={branchLabel(branch)}>
      <strong>{branchLabel(branch)}</strong>
      {paused ? (
        <Tag intent="warning" icon={<PauseIcon />} title={branch.pauseReason || undefined}>
          {say(BRANCH_PACE_MESSAGES.pausedUntil(pace.pausedUntil))}
        </Tag>
      ) : !pace.openNow ? (
        <Tag minimal>{m.closedNow()}</Tag>
      ) : (
        !canUpdate && (
          <Tag intent="success" minimal>
            {m.acceptingOrders()}
          </Tag>
        )
      )}
      {pace.extraMinutes > 0 && (
        <Tag intent="warning" minimal>
          {say(BRANCH_PACE_MESSAGES.busy(pace.extraMinutes, pace.busyUntil))}
        </Tag>
      )}
      {canUpdate && (
        <>
          <Button variant="minimal" icon={<TimeIcon />} onClick={() => setPacing(true)}>
            {m.busyMode()}
          </Button>
          <BusyModeDialog
            branch={branch}
            extraMinutes={pace.extraMinutes}
            now={now}
            isOpen={pacing}
            onClose={() => setPacing(false)}
            onSaved={onSaved}
          />
        </>
      )}
      <Button variant="minimal" onClick={() => setItems(true)}>
        {m.itemsButton({ off })}
      </Button>
      <ItemsPanel
        branch={branch}
        now={now}
        isOpen={items}
        onClose={() => setItems(false)}
        canUpdate={canUpdate}
        onSaved={onSaved}
      />
      {canUpdate && (
        <Switch
          role="switch"
          checked={pace.accepting}
          disabled={busy}
          // A closed branch is never said to be accepting orders.
          label={pace.openNow ? m.acceptingOrders() : m.takesOrdersWhenOpen()}
          onChange={() => (paused ? void save(true) : setAsking(true))}
          style={{ margin: 0 }}
        />
      )}
      <Alert
        isOpen={asking}
        aria-labelledby={questionId}
        intent="warning"
        icon={<PauseIcon />}
        confirmButtonText={m.pause()}
        cancelButtonText={m.keepAccepting()}
        onConfirm={() => {
          setAsking(false)
          void save(false)
        }}
        onCancel={() => setAsking(false)}
        canEscapeKeyCancel
      >
        <p id={questionId}>{say(ORDER_MESSAGES.pauseConfirm(branchLabel(branch)))}</p>
        <UntilField id={`pause-until-${branch.id}`} label={m.pausedFor()} until={pauseUntil} />
        <FormGroup
          label={m.reason()}
          labelFor={`pause-reason-${branch.id}`}
          helperText={m.optional()}
        >
          <InputGroup
            id={`pause-reason-${branch.id}`}
            value={reason}
            maxLength={200}
            placeholder={m.reasonPlaceholder()}
            onValueChange={setReason}
          />
        </FormGroup>
      </Alert>
    </div>
  )
}
