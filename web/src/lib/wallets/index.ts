/** What the wallet screens share: picking a customer through their wallet. */
export { customerLabel, walletCustomers } from './customers'
