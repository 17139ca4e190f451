import type { Order } from 'contracts'
import { messages } from '../i18n'
import { formatUsd } from '../i18n/money'
import en from './messages.en.json'

const m = messages(en)

/** "Size: Large (+$1.00), Sauce: Garlic" */
export const optionsOf = (item: Order['items'][number]) =>
  item.options
    .map(
      (o) =>
        `${o.group}: ${o.name}${o.priceDelta !== '0.00' ? ` (+${formatUsd(o.priceDelta)})` : ''}`,
    )
    .join(m.separator())

/** The line of what the wallet paid, on the order screen and on its ticket. */
export const paidFromWallet = () => m.paidFromWallet()
