import { MESSAGES } from 'contracts'
import { ErrorPage } from './ErrorPage'

export default function ServerErrorScreen() {
  return <ErrorPage code="500" title={MESSAGES.serverErrorTitle} text={MESSAGES.serverErrorText} />
}
