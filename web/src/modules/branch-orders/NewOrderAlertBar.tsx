import { Button, Callout } from '@blueprintjs/core'
import { NotificationsIcon, TickIcon, VolumeOffIcon, VolumeUpIcon } from '@blueprintjs/icons'
import type { AlertOrder } from './newOrderAlert'
import { useNotificationPermission } from './useNotificationPermission'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

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
          {m.soundBack()}
        </Button>
      )}
      <div className="board-alert-choices">
        {sound.on ? (
          <Button variant="minimal" icon={<VolumeUpIcon />} onClick={sound.turnOff}>
            {m.soundOff()}
          </Button>
        ) : (
          !sound.blocked && (
            <Button intent="primary" icon={<VolumeOffIcon />} onClick={() => void sound.turnOn()}>
              {m.soundOn()}
            </Button>
          )
        )}
        {notifications.permission === 'default' && (
          <Button icon={<NotificationsIcon />} onClick={() => void notifications.ask()}>
            {m.showNotifications()}
          </Button>
        )}
      </div>
      <div className="board-alert-waiting" aria-live="assertive">
        {waiting.length > 0 && (
          <Callout
            intent="warning"
            icon={<NotificationsIcon />}
            title={m.newOrders({ count: waiting.length })}
          >
            <p dir="ltr">{waiting.map((o) => o.number).join(', ')}</p>
            {acknowledge && (
              <Button
                intent="warning"
                size="large"
                icon={<TickIcon />}
                onClick={() => void acknowledge()}
              >
                {m.acknowledge()}
              </Button>
            )}
          </Callout>
        )}
        {late.length > 0 && (
          <Callout
            intent="danger"
            icon={<NotificationsIcon />}
            title={m.stillNotAccepted({ count: late.length })}
          >
            <p dir="ltr">{late.map((o) => o.number).join(', ')}</p>
          </Callout>
        )}
      </div>
    </div>
  )
}
