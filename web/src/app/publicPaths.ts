/**
 * The public routes of docs/requirements.md#public-pages (their screens: the auth and public modules' descriptors). Part of the first script:
 * a cold start decides from them what to ask for early (warmStart.ts).
 */
export const PUBLIC_PATHS = [
  '/login',
  '/send-email',
  '/reset-password',
  '/register',
  '/404',
  '/500',
  '/terms-and-conditions',
  '/download',
] as const

export type PublicPath = (typeof PUBLIC_PATHS)[number]

/**
 * A path as React Router compares it with a route's: in any case, one slash more or less
 * at the end.
 */
export const comparablePath = (pathname: string) =>
  `/${pathname.toLowerCase().split('/').filter(Boolean).join('/')}`

/** The public page at `pathname`, if it is one. */
export const publicPathOf = (pathname: string): PublicPath | undefined =>
  PUBLIC_PATHS.find((path) => path === comparablePath(pathname))
