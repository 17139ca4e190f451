/** "$1,480.30" from the contract's "1480.30". */
export function usd(amount: string): string {
  const negative = amount.startsWith('-')
  const [whole = '0', cents = '00'] = amount.replace('-', '').split('.')
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`
}
