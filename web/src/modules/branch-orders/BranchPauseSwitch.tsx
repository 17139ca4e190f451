import { Alert, Switch, Tag } from '@blueprintjs/core'
import { PauseIcon } from '@blueprintjs/icons'
import { ORDER_MESSAGES, orderRoutes } from 'contracts'
import type { BoardBranch } from 'contracts'
import { useId, useState } from 'react'
import { apiRequest } from '../../lib/api'
import { errorMessage } from '../../lib/resource'
import { toastError, toastSuccess } from '../../lib/toaster'

interface BranchPauseSwitchProps {
  branch: BoardBranch
  canUpdate: boolean
  /** The branch as the server saved it. */
  onSaved: (branch: BoardBranch) => void
}

/**
 * A branch's pause switch ("Accepting orders"), for busy nights: pausing asks
 * first, resuming does not. Without branch-orders Update only its state shows.
 */
export function BranchPauseSwitch({ branch, canUpdate, onSaved }: BranchPauseSwitchProps) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const questionId = useId()
  const paused = !branch.acceptingOrders

  const save = async (acceptingOrders: boolean) => {
    setBusy(true)
    try {
      const saved = await apiRequest(orderRoutes.setBranchAccepting, {
        params: { id: branch.id },
        body: { acceptingOrders },
      })
      onSaved(saved.Data)
      void toastSuccess(
        `${branch.name} is ${acceptingOrders ? 'accepting orders again' : 'paused'}.`,
      )
    } catch (error) {
      void toastError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="board-branch" role="group" aria-label={branch.name}>
      <strong>{branch.name}</strong>
      {paused ? (
        <Tag intent="warning" icon={<PauseIcon />}>
          Paused
        </Tag>
      ) : (
        !canUpdate && (
          <Tag intent="success" minimal>
            Accepting orders
          </Tag>
        )
      )}
      {canUpdate && (
        <Switch
          role="switch"
          checked={branch.acceptingOrders}
          disabled={busy}
          label="Accepting orders"
          onChange={() => (paused ? void save(true) : setAsking(true))}
          style={{ margin: 0 }}
        />
      )}
      <Alert
        isOpen={asking}
        aria-labelledby={questionId}
        intent="warning"
        icon={<PauseIcon />}
        confirmButtonText="Pause"
        cancelButtonText="Keep accepting"
        onConfirm={() => {
          setAsking(false)
          void save(false)
        }}
        onCancel={() => setAsking(false)}
      >
        <p id={questionId}>{ORDER_MESSAGES.pauseConfirm(branch.name)}</p>
      </Alert>
    </div>
  )
}
