export { MockApi } from './durable'
