import { Button, ButtonGroup } from '@blueprintjs/core'
import { EditIcon, TrashIcon } from '@blueprintjs/icons'
import { useListReturnState } from '../list/returnTo'
import { LinkButton } from './LinkButton'

interface RowActionsProps {
  /** Where Edit goes; no Edit without the Update action. */
  editTo?: string
  /** Asks to delete; no Delete without the Delete action. */
  onDelete?: () => void
  /** The record's name, for screen readers. */
  name: string
}

/** Edit and Delete of one row, each only when the role allows it. */
export function RowActions({ editTo, onDelete, name }: RowActionsProps) {
  const back = useListReturnState()
  if (!editTo && !onDelete) return null
  return (
    <ButtonGroup variant="minimal">
      {editTo && (
        <LinkButton
          to={editTo}
          state={back}
          icon={<EditIcon />}
          aria-label={`Edit ${name}`}
          title="Edit"
        />
      )}
      {onDelete && (
        <Button
          icon={<TrashIcon />}
          intent="danger"
          aria-label={`Delete ${name}`}
          title="Delete"
          onClick={onDelete}
        />
      )}
    </ButtonGroup>
  )
}
