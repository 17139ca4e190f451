import { Classes, H1, H2 } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { formatDate } from '../../lib/dates'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** Last revision of the terms (docs/requirements.md#public-pages). Noon UTC, so the date reads the same everywhere. */
const LAST_UPDATED = '2023-07-31T12:00:00Z'

/** The defined terms, each with what it means, in the page's language (read when the page renders). */
const definitions = (): ReadonlyArray<[term: string, meaning: string]> => [
  [m.termApplication(), m.termApplicationMeaning()],
  [m.termAccount(), m.termAccountMeaning()],
  [m.termCompany(), m.termCompanyMeaning()],
  [m.termCountry(), m.termCountryMeaning()],
  [m.termContent(), m.termContentMeaning()],
  [m.termDevice(), m.termDeviceMeaning()],
  [m.termFeedback(), m.termFeedbackMeaning()],
  [m.termService(), m.termServiceMeaning()],
]

/** Our own terms and conditions (docs/requirements.md#public-pages). */
export default function TermsScreen() {
  return (
    <main className={`app-legal ${Classes.RUNNING_TEXT}`}>
      <H1>{m.termsTitle()}</H1>
      <p className={Classes.TEXT_MUTED}>
        {m.termsLastUpdated({ date: formatDate(LAST_UPDATED, 'UTC') })}
      </p>
      <p>{m.termsIntro()}</p>

      <H2>{m.termsDefinitions()}</H2>
      <p>{m.termsInTheseTerms()}</p>
      <dl>
        {definitions().map(([term, meaning]) => (
          <div key={term}>
            <dt>
              <strong>{term}</strong>
            </dt>
            <dd>{m.termsMeans({ term, meaning })}</dd>
          </div>
        ))}
      </dl>

      <H2>{m.termsWhoTitle()}</H2>
      <p>{m.termsWho()}</p>

      <H2>{m.termsAccountTitle()}</H2>
      <p>{m.termsAccount()}</p>

      <H2>{m.termsOrdersTitle()}</H2>
      <p>{m.termsOrders()}</p>

      <H2>{m.termsContentTitle()}</H2>
      <p>{m.termsContent()}</p>

      <H2>{m.termsLiabilityTitle()}</H2>
      <p>{m.termsLiability()}</p>

      <H2>{m.termsLawTitle()}</H2>
      <p>{m.termsLaw()}</p>

      <H2>{m.termsChangesTitle()}</H2>
      <p>{m.termsChanges()}</p>

      <p>
        <Link to="/login">{m.backToSignIn()}</Link>
      </p>
    </main>
  )
}
