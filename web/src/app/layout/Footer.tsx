import { Link } from 'react-router-dom'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

export function Footer() {
  return (
    <footer className="app-footer">
      {m.footerName()} · <Link to="/terms-and-conditions">{m.terms()}</Link>
    </footer>
  )
}
