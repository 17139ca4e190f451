import { Button, Callout } from '@blueprintjs/core'
import { NotificationsIcon, TickIcon, VolumeOffIcon, VolumeUpIcon } from '@blueprintjs/icons'
import type { AlertOrder } from './newOrderAlert'
import { useNotificationPermission } from './useNotificationPermission'

interface NewOrderAlertBarProps {
  waiting: readonly AlertOrder[]
  acknowledge: () => void
  sound: { on: boolean; turnOn: () => Promise<void>; turnOff: () => void }
}

/** The new orders waiting for an acknowledgement, and the sound and notification choices. */
export function NewOrderAlertBar({ waiting, acknowledge, sound }: NewOrderAlertBarProps) {
  const notifications = useNotificationPermission()
  return (
    <div className="board-alert">
      <div className="board-alert-choices">
        {sound.on ? (
          <Button variant="minimal" icon={<VolumeUpIcon />} onClick={sound.turnOff}>
            Turn off sound
          </Button>
        ) : (
          <Button intent="primary" icon={<VolumeOffIcon />} onClick={() => void sound.turnOn()}>
            Turn on sound
          </Button>
        )}
        {notifications.permission === 'default' && (
          <Button icon={<NotificationsIcon />} onClick={() => void notifications.ask()}>
            Show browser notifications
          </Button>
        )}
      </div>
      <div className="board-alert-waiting" aria-live="assertive">
        {waiting.length > 0 && (
          <Callout
            intent="warning"
            icon={<NotificationsIcon />}
            title={waiting.length === 1 ? '1 new order' : `${waiting.length} new orders`}
          >
            <p>{waiting.map((o) => o.number).join(', ')}</p>
            <Button intent="warning" size="large" icon={<TickIcon />} onClick={acknowledge}>
              Acknowledge
            </Button>
          </Callout>
        )}
      </div>
    </div>
  )
}
