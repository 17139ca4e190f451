/** Every English message pseudo-localised (lib/i18n/build.ts), for the `?locale=pseudo` check. */
declare module 'virtual:i18n-pseudo' {
  const catalogue: import('./state').Catalogue
  export default catalogue
}
