import { readLbp } from 'contracts'
import type { Reading } from 'contracts'
import { AmountField } from './AmountField'
import type { AmountFieldProps } from './AmountField'
import { formatLbp } from '../../i18n/money'

export interface LbpFieldProps extends AmountFieldProps {
  /** How the text is read (default: an LBP amount; a rate reads with `readRate`). */
  read?: (text: string) => Reading<number>
}

/**
 * An amount in Lebanese pounds typed as people type it (`450000`, `450,000`,
 * `450 000`, `450k`, `1.5m`, `٤٥٠٬٠٠٠`, `450,000 LL`, `٤٥٠٬٠٠٠ ل.ل.`), kept as
 * a whole number of pounds; shown as "450,000 LBP" once left.
 */
export function LbpField({ read = readLbp, ...props }: LbpFieldProps) {
  return (
    <AmountField
      {...props}
      read={read}
      empty={null}
      display={formatLbp}
      displayWhenLeft
      currency="LBP"
      inputMode="numeric"
      placeholder="0"
    />
  )
}
