import { Button, ButtonGroup } from '@blueprintjs/core'
import { EditIcon, EyeOpenIcon, TrashIcon } from '@blueprintjs/icons'
import { useListReturnState } from '../list/returnTo'
import { LinkButton } from './LinkButton'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

interface RowActionsProps {
  /** The record's read view, offered when there is no Edit (View only). */
  viewTo?: string
  /** Where Edit goes; no Edit without the Update action. */
  editTo?: string
  /** Asks to delete; no Delete without the Delete action. */
  onDelete?: () => void
  /** The record's name, for screen readers. */
  name: string
}

/** Edit and Delete of one row, each only when the role allows it; View when Edit is not. */
export function RowActions({ viewTo, editTo, onDelete, name }: RowActionsProps) {
  const back = useListReturnState()
  if (!viewTo && !editTo && !onDelete) return null
  return (
    <ButtonGroup variant="minimal">
      {viewTo && !editTo && (
        <LinkButton
          to={viewTo}
          state={back}
          icon={<EyeOpenIcon />}
          aria-label={m.viewRecord({ name })}
          title={m.view()}
        />
      )}
      {editTo && (
        <LinkButton
          to={editTo}
          state={back}
          icon={<EditIcon />}
          aria-label={m.editRecord({ name })}
          title={m.edit()}
        />
      )}
      {onDelete && (
        <Button
          icon={<TrashIcon />}
          intent="danger"
          aria-label={m.deleteRecord({ name })}
          title={m.delete()}
          onClick={onDelete}
        />
      )}
    </ButtonGroup>
  )
}
