/**
 * Every English message pseudo-localised (lib/i18n/build.ts), for the `?locale=pseudo` check:
 * a loader per namespace, as a catalogue's `?namespaces`.
 */
declare module 'virtual:i18n-pseudo' {
  const loaders: Record<string, () => Promise<{ default: import('./state').Catalogue[string] }>>
  export default loaders
}

/** A catalogue split by the build (lib/i18n/build.ts): a loader per namespace. */
declare module '*.json?namespaces' {
  const loaders: Record<string, () => Promise<{ default: import('./state').Catalogue[string] }>>
  export default loaders
}
