/** What the wallet screens share: picking a customer through their wallet, and writing dollars. */
export { customerLabel, walletCustomers } from './customers'
export { usd } from './money'
