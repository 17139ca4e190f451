import { Spinner } from '@blueprintjs/core'

/** The loading spinner of docs/requirements.md#layout-and-sidebar: screens loading, permissions loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="app-center" role="status" aria-live="polite">
      <Spinner aria-label={label} />
    </div>
  )
}
