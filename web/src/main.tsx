import './styles/blueprint-theme.scss'
import './styles/theme.css'
import './styles/app.css'
import { createRoot } from 'react-dom/client'
import { installPaletteKeys } from './app/paletteKeys'
import { registerServiceWorker } from './app/serviceWorker'
import { startApp } from './app/start'
import { setTokenSource, setUnauthorizedHandler } from './lib/api/hooks'
import { readBusinessTimeZone } from './lib/businessZone'
import { startLanguage } from './lib/i18n/language'
import { installIconLoader } from './lib/icons'
import { endSession, getToken } from './lib/session/store'
import { startTheme } from './lib/theme'

// Every time shown and typed is on the business's clock, from the first render.
readBusinessTimeZone()
// index.html's inline script painted the theme already; the store takes over and follows the device.
startTheme()
installIconLoader()
// Ctrl+K opens the palette from the first moment a signed-in page shows, and keeps what is
// typed after it until the palette's box is there to take it.
installPaletteKeys()

setTokenSource(getToken)
/** Renders the app once the page speaks its language (at once in English, nothing to load). */
function start() {
  const app = startApp(createRoot(document.getElementById('root') as HTMLElement))
  /** docs/requirements.md#error-catalogue: a 401 clears the session and goes to the hash login page; the caller still gets the error. */
  setUnauthorizedHandler(() => {
    endSession()
    app.navigate('/#/login', { replace: true })
  })
}
const speaking = startLanguage()
if (speaking) void speaking.then(start, start)
else start()

registerServiceWorker()
