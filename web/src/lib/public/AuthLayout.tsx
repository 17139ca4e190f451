import { Card, H1 } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { messages } from '../i18n'
import { LanguageSwitch } from './LanguageSwitch'
// Inline with this code (a data: URL of 600 bytes, which the CSP's img-src allows): the
// banner, the largest thing a phone shows of the sign-in page, needs no request of its own.
import loginBanner from './login-banner.svg?inline'
import en from './messages.en.json'

const m = messages(en)

/**
 * The public pages' frame (the sign-in pages and the public ones). Wider than 576 px a branded side panel shows; up to
 * 576 px the banner image shows above the form instead (docs/requirements.md#public-pages, CSS).
 */
export function AuthLayout({
  title,
  children,
  banner = false,
}: {
  title: string
  children: ReactNode
  banner?: boolean
}) {
  return (
    <div className="app-public">
      <aside className="app-brand-panel" aria-label={m.brandLabel()} data-testid="brand-panel">
        <h2>{m.brandTitle()}</h2>
        <p>{m.brandText()}</p>
      </aside>
      <main className="app-public-content">
        <div className="app-form-card">
          {banner && (
            <img
              className="app-login-banner"
              src={loginBanner}
              alt={m.bannerAlt()}
              width={576}
              height={160}
              data-testid="login-banner"
            />
          )}
          <Card elevation={1}>
            <H1 style={{ fontSize: 24 }}>{title}</H1>
            {children}
          </Card>
          <LanguageSwitch />
        </div>
      </main>
    </div>
  )
}
