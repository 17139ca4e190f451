export {
  ApiError,
  answerOf,
  apiRequest,
  buildQuery,
  callFailure,
  callHeaders,
  isApiError,
  requestPath,
  unexpectedAnswer,
} from './client'
export type { Query, RequestOptions, ResponseOf } from './client'
export { readAllPages } from './pages'
export type { PageOf } from './pages'
export { ApiProvider, swrConfig, useApi } from './swr'
export type { UseApiOptions } from './swr'
