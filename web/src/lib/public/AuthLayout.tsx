import { Card, H1 } from '@blueprintjs/core'
import type { ReactNode } from 'react'
// Inline with this code (a data: URL of 600 bytes, which the CSP's img-src allows): the
// banner, the largest thing a phone shows of the sign-in page, needs no request of its own.
import loginBanner from './login-banner.svg?inline'

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
      <aside
        className="app-brand-panel"
        aria-label="About the back-office"
        data-testid="brand-panel"
      >
        <h2>Food back-office</h2>
        <p>
          Menus, orders, promotions, wallets and branches: everything the team runs, in one place.
        </p>
      </aside>
      <main className="app-public-content">
        <div className="app-form-card">
          {banner && (
            <img
              className="app-login-banner"
              src={loginBanner}
              alt="Food back-office"
              width={576}
              height={160}
              data-testid="login-banner"
            />
          )}
          <Card elevation={1}>
            <H1 style={{ fontSize: 24 }}>{title}</H1>
            {children}
          </Card>
        </div>
      </main>
    </div>
  )
}
