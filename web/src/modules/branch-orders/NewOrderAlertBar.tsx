import { Button, Callout } from '@blueprintjs/core'
import { NotificationsIcon, TickIcon, VolumeOffIcon, VolumeUpIcon } from '@blueprintjs/icons'
import type { AlertOrder } from './newOrderAlert'
import { useNotificationPermission } from './useNotificationPermission'

interface NewOrderAlertBarProps {
  waiting: readonly AlertOrder[]
  late: readonly AlertOrder[]
  /** Without branch-orders Update: undefined (the alert shows, no Acknowledge button). */
  acknowledge: (() => Promise<void>) | undefined
  sound: { on: boolean; blocked: boolean; turnOn: () => Promise<void>; turnOff: () => void }
}

/**
 * The new orders waiting for an acknowledgement, the acknowledged ones gone
 * late, and the sound and notification choices. After a reload the browser
 * refuses sound until a touch: a large prompt asks for it.
 */
export function NewOrderAlertBar({ waiting, late, acknowledge, sound }: NewOrderAlertBarProps) {
  const notifications = useNotificationPermission()
  return (
    <div className="board-alert">
      {sound.blocked && (
        <Button
          className="board-sound-prompt"
          intent="primary"
          size="large"
          fill
          icon={<VolumeUpIcon size={24} />}
          onClick={() => void sound.turnOn()}
        >
          Tap to turn the sound back on
        </Button>
      )}
      <div className="board-alert-choices">
        {sound.on ? (
          <Button variant="minimal" icon={<VolumeUpIcon />} onClick={sound.turnOff}>
            Turn off sound
          </Button>
        ) : (
          !sound.blocked && (
            <Button intent="primary" icon={<VolumeOffIcon />} onClick={() => void sound.turnOn()}>
              Turn on sound
            </Button>
          )
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
            {acknowledge && (
              <Button
                intent="warning"
                size="large"
                icon={<TickIcon />}
                onClick={() => void acknowledge()}
              >
                Acknowledge
              </Button>
            )}
          </Callout>
        )}
        {late.length > 0 && (
          <Callout
            intent="danger"
            icon={<NotificationsIcon />}
            title={
              late.length === 1
                ? '1 acknowledged order is still not accepted'
                : `${late.length} acknowledged orders are still not accepted`
            }
          >
            <p>{late.map((o) => o.number).join(', ')}</p>
          </Callout>
        )}
      </div>
    </div>
  )
}
