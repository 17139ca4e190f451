import { readAmount } from 'contracts'
import { AmountField } from './AmountField'
import type { AmountFieldProps } from './AmountField'
import { formatUsd } from '../../i18n/money'

export interface MoneyFieldProps extends AmountFieldProps {
  /** Empty means "none" (null) instead of "missing". */
  nullable?: boolean
}

/**
 * A USD amount typed as people type it (`15`, `12.5`, `1,250.5`, `١٢٫٥`),
 * kept as the contract's two-decimal string ("1250.50"), never a float; a
 * read view shows it as "$1,250.50".
 */
export function MoneyField({ nullable, ...props }: MoneyFieldProps) {
  return (
    <AmountField
      {...props}
      read={readAmount}
      empty={nullable ? null : ''}
      display={formatUsd}
      currency="USD"
      inputMode="decimal"
      placeholder="0.00"
    />
  )
}
