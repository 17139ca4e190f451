import { NonIdealState } from '@blueprintjs/core'
import { BuildIcon } from '@blueprintjs/icons'
import { moduleForPath } from 'contracts'
import { useLocation } from 'react-router-dom'

/** The placeholder of a module whose screens are not built yet: never a blank page. */
export default function ComingSoonScreen() {
  const { pathname } = useLocation()
  const label = moduleForPath(pathname)?.label ?? 'This screen'
  return (
    <NonIdealState
      icon={<BuildIcon size={48} />}
      title={`${label} is coming soon`}
      description={`The ${label} screen is not built yet. Everything else in the sidebar works as usual.`}
    />
  )
}
