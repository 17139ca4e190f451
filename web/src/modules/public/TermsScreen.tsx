import { Classes, H1, H2 } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { formatDate } from '../../lib/dates'

/** Last revision of the terms (docs/requirements.md#public-pages). Noon UTC, so the date reads the same everywhere. */
const LAST_UPDATED = '2023-07-31T12:00:00Z'

const DEFINITIONS: ReadonlyArray<[term: string, meaning: string]> = [
  [
    'Application',
    'the mobile food-ordering app provided by the Company that You download on a Device to browse menus, place orders and follow their delivery.',
  ],
  ['Account', 'a unique account created for You to access the Service or parts of it.'],
  [
    'Company',
    '(referred to as "the Company", "We", "Us" or "Our") the business that runs the Application and the restaurants and branches it serves.',
  ],
  ['Country', 'Lebanon.'],
  [
    'Content',
    'text, images, prices, menus and other information that can be posted, uploaded, linked to or otherwise made available through the Service.',
  ],
  ['Device', 'any device that can access the Service, such as a phone, a tablet or a computer.'],
  ['Feedback', 'comments, ratings, suggestions or ideas You send Us about the Service.'],
  [
    'Service',
    'the Application and everything offered through it, including ordering, delivery, pickup, wallets and loyalty points.',
  ],
]

/** Our own terms and conditions (docs/requirements.md#public-pages). */
export default function TermsScreen() {
  return (
    <main className={`app-legal ${Classes.RUNNING_TEXT}`}>
      <H1>Terms and Conditions</H1>
      <p className={Classes.TEXT_MUTED}>Last updated: {formatDate(LAST_UPDATED, 'UTC')}</p>
      <p>
        Please read these terms carefully before using the Service. By using it You agree to be
        bound by them; if You disagree with any part, do not use the Service.
      </p>

      <H2>Definitions</H2>
      <p>In these terms:</p>
      <dl>
        {DEFINITIONS.map(([term, meaning]) => (
          <div key={term}>
            <dt>
              <strong>{term}</strong>
            </dt>
            <dd>{`${term} means ${meaning}`}</dd>
          </div>
        ))}
      </dl>

      <H2>Who may use the Service</H2>
      <p>
        You must be over the age of 18 to use the Service. The Company does not permit anyone aged
        18 or under to use it, and by using it You confirm that You are over 18.
      </p>

      <H2>Your Account</H2>
      <p>
        You are responsible for keeping the password of Your Account safe and for everything done
        through it. Tell Us at once if You believe someone else has used Your Account.
      </p>

      <H2>Orders, prices and payment</H2>
      <p>
        Prices are shown in US dollars and include what the Application says they include. An order
        is accepted when the branch confirms it; a branch may reject an order it cannot fulfil, and
        what You paid for a rejected or cancelled order is refunded to Your wallet.
      </p>

      <H2>Content and Feedback</H2>
      <p>
        Menus, photos and other Content belong to the Company or its licensors. You may send Us
        Feedback; We may use it freely and without owing You anything for it.
      </p>

      <H2>Limitation of liability</H2>
      <p>
        To the extent the law of the Country allows, the entire liability of the Company under these
        terms is limited to the amount You actually paid through the Service or, if You have not
        purchased anything through the Service, 100 USD.
      </p>

      <H2>Governing law</H2>
      <p>
        These terms are governed by the laws of the Country, Lebanon, excluding its conflict of law
        rules.
      </p>

      <H2>Changes to these terms</H2>
      <p>
        We may revise these terms; the date at the top says when they last changed. Continuing to
        use the Service after a change means You accept the revised terms.
      </p>

      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </main>
  )
}
