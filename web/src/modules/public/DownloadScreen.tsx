import { Spinner } from '@blueprintjs/core'
import { MESSAGES } from 'contracts'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** Marks the hop to the edge, so the SPA never bounces back and forth if the edge did not answer. */
const HOP = 'via=app'

/**
 * docs/requirements.md#screens-and-routes: shows "Redirecting..." and sends the browser on. The edge answers
 * `/download` itself with a 302 to the store for the device (and the service
 * worker never serves the app shell there), so this hands over to it once.
 */
export default function DownloadScreen() {
  const { search } = useLocation()
  const handedOver = search.includes(HOP)
  useEffect(() => {
    if (!handedOver) window.location.replace(`/download?${HOP}`)
  }, [handedOver])
  return (
    <main className="app-center" role="status">
      <div style={{ textAlign: 'center' }}>
        <Spinner aria-label={m.redirecting()} />
        <p style={{ marginTop: 16 }}>{say(MESSAGES.redirecting)}</p>
      </div>
    </main>
  )
}
