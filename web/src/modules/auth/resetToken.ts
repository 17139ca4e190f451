/**
 * The reset token of `/reset-password?token=…`: the text after the first `=`
 * of the query string (docs/requirements.md#screens-and-routes), so tokens that contain `=` survive. A
 * percent-encoded token is decoded; undefined when there is none.
 */
export function resetTokenFromSearch(search: string): string | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search
  const eq = query.indexOf('=')
  if (eq < 0) return undefined
  const raw = query.slice(eq + 1)
  if (!raw) return undefined
  let token = raw
  try {
    token = decodeURIComponent(raw)
  } catch {
    // not percent-encoded: keep it as it came
  }
  return token || undefined
}
