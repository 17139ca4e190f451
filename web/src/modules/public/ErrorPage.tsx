import { Classes, H1, InputGroup } from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { Link } from 'react-router-dom'

/** The 404 and 500 pages (docs/requirements.md#public-pages): a title, a text and a search box that does nothing. */
export function ErrorPage({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <main className="app-center">
      <div style={{ maxWidth: 480, width: '100%' }}>
        <p className={Classes.TEXT_MUTED} style={{ fontSize: 64, margin: 0 }} aria-hidden="true">
          {code}
        </p>
        <H1 style={{ fontSize: 28 }}>{title}</H1>
        <p className={Classes.TEXT_MUTED}>{text}</p>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <InputGroup
            type="search"
            leftIcon={<SearchIcon />}
            placeholder="What are you looking for?"
            aria-label="Search"
          />
        </form>
        <p style={{ marginTop: 16 }}>
          <Link to="/dashboard">Go to the dashboard</Link>
        </p>
      </div>
    </main>
  )
}
