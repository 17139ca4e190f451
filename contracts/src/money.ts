/**
 * Money as text: USD amounts are decimal strings with exactly two decimals ("12.50"). No schema
 * here (fields.ts holds them and re-exports these), so a first script may read amounts without zod.
 */

/** "12.50" → 1250. NaN for anything that is not a two-decimal amount. */
export function moneyToCents(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount)
  if (!match) return Number.NaN
  const cents = Number(match[2]) * 100 + Number(match[3])
  return match[1] === '-' ? -cents : cents
}

/** 1250 → "12.50"; rounds to a whole cent. */
export function centsToMoney(cents: number): string {
  const whole = Math.round(cents)
  const sign = whole < 0 ? '-' : ''
  const abs = Math.abs(whole)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * "1234.50" → "$1,234.50", "-8.26" → "−$8.26" (a true minus sign before the
 * dollar): how the SPA and the messages show money, every amount the same way.
 */
export function formatUsd(amount: string): string {
  const match = /^([-−]?)(\d+)\.(\d{2})$/.exec(amount)
  if (!match) return amount
  const whole = match[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const negative = match[1] !== '' && /[1-9]/.test(match[2]! + match[3]!)
  return `${negative ? '−' : ''}$${whole}.${match[3]}`
}
