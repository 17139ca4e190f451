/*
 * What the client needs from the app, registered once at start-up by main.tsx
 * (kept apart from client.ts so the first script stays free of zod).
 */

type UnauthorizedHandler = () => void
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/#/login')
}

/** The app decides what a 401 does (clear the session, go to the login page). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler
}

type TokenSource = () => string | undefined
let tokenSource: TokenSource = () => undefined

/** Where the client reads the access token from (the session store). */
export function setTokenSource(source: TokenSource) {
  tokenSource = source
}

export const currentToken = (): string | undefined => tokenSource()
export const unauthorized = (): void => onUnauthorized()
