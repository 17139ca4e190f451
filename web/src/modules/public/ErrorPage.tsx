import { Classes, H1, InputGroup } from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { Link } from 'react-router-dom'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/**
 * The 404 and 500 pages (docs/requirements.md#public-pages): a title, a text (SPEC's, said in the
 * page's language) and a search box that does nothing.
 */
export function ErrorPage({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <main className="app-center">
      <div style={{ maxWidth: 480, width: '100%' }}>
        <p className={Classes.TEXT_MUTED} style={{ fontSize: 64, margin: 0 }} aria-hidden="true">
          {code}
        </p>
        <H1 style={{ fontSize: 28 }}>{say(title)}</H1>
        <p className={Classes.TEXT_MUTED}>{say(text)}</p>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <InputGroup
            type="search"
            leftIcon={<SearchIcon />}
            placeholder={m.searchPlaceholder()}
            aria-label={m.search()}
          />
        </form>
        <p style={{ marginTop: 16 }}>
          <Link to="/dashboard">{m.goToDashboard()}</Link>
        </p>
      </div>
    </main>
  )
}
