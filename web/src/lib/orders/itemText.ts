import { formatUsd } from 'contracts'
import type { Order } from 'contracts'

/** "Size: Large (+$1.00), Sauce: Garlic" */
export const optionsOf = (item: Order['items'][number]) =>
  item.options
    .map(
      (o) =>
        `${o.group}: ${o.name}${o.priceDelta !== '0.00' ? ` (+${formatUsd(o.priceDelta)})` : ''}`,
    )
    .join(', ')

/** The line of what the wallet paid, on the order screen and on its ticket. */
export const PAID_FROM_WALLET = 'Paid from the wallet'
