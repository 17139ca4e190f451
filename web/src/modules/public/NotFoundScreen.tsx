import { MESSAGES } from 'contracts'
import { ErrorPage } from './ErrorPage'

export default function NotFoundScreen() {
  return <ErrorPage code="404" title={MESSAGES.notFoundTitle} text={MESSAGES.notFoundText} />
}
