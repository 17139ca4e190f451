import { Spinner } from '@blueprintjs/core'
import { messages } from '../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** The loading spinner of docs/requirements.md#layout-and-sidebar: screens loading, permissions loading. */
export function PageSpinner({ label = m.loading() }: { label?: string }) {
  return (
    <div className="app-center" role="status" aria-live="polite">
      <Spinner aria-label={label} />
    </div>
  )
}
