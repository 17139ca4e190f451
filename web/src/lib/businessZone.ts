import { BUSINESS_TIME_ZONE_META, businessTimeZone, setBusinessTimeZone } from 'contracts'

// Apart from dates.ts so that the first script, which reads the zone before the first render,
// does not carry the date parsers and formatters (they come with the screens that show times).

/**
 * Takes the business's zone from the `<meta name="business-time-zone">` the
 * worker writes into index.html; called once, before the first render. A page
 * without it (vite's dev server alone) keeps the default.
 */
export function readBusinessTimeZone(doc: Document = document): string {
  const zone = doc.querySelector(`meta[name="${BUSINESS_TIME_ZONE_META}"]`)?.getAttribute('content')
  if (zone) {
    try {
      setBusinessTimeZone(zone)
    } catch (error) {
      console.error(error)
    }
  }
  return businessTimeZone()
}
