import type { Handler } from 'hono'
import type { Env } from '../env'

const IOS = /iPhone|iPad|iPod/i
const ANDROID = /Android/i

/** Which store a user agent should be sent to. */
export function platformOf(userAgent: string | undefined): 'ios' | 'android' | 'other' {
  if (!userAgent) return 'other'
  if (IOS.test(userAgent)) return 'ios'
  if (ANDROID.test(userAgent)) return 'android'
  return 'other'
}

/**
 * `/download`: a plain 302 to the app store of the device (DOWNLOAD_URL_IOS for
 * iPhone, iPad and iPod, DOWNLOAD_URL_ANDROID for Android, DOWNLOAD_URL for the
 * rest), answered by the worker without booting the SPA. The answer depends on
 * the user agent, so it is never cached.
 */
export const download = (): Handler<{ Bindings: Env }> =>
  function download(c) {
    const env = c.env
    const platform = platformOf(c.req.header('User-Agent'))
    const target =
      (platform === 'ios' && env.DOWNLOAD_URL_IOS) ||
      (platform === 'android' && env.DOWNLOAD_URL_ANDROID) ||
      env.DOWNLOAD_URL
    if (!target) return c.text('No download link is configured.', 404)
    c.header('Cache-Control', 'no-store')
    c.header('Vary', 'User-Agent')
    return c.redirect(target, 302)
  }
