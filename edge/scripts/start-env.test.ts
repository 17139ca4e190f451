import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PORT, startSettings } from './start-env.mjs'
import { repoRoot } from './worker.mjs'

const defaultState = resolve(repoRoot, '.wrangler/state')

describe('the settings of npm start', () => {
  it('defaults to mock mode on 8787, also when PORT and MODE are set but empty', () => {
    for (const env of [{}, { PORT: '', MODE: '' }, { PORT: ' ', MODE: ' ' }]) {
      expect(startSettings(env)).toEqual({
        port: DEFAULT_PORT,
        vars: { MODE: 'mock' },
        stateDir: defaultState,
      })
    }
    expect(DEFAULT_PORT).toBe(8787)
  })

  it('runs as a proxy with PORT, MODE and ADMIN_API_BASE, passing the other settings on', () => {
    expect(
      startSettings({
        MODE: 'proxy',
        ADMIN_API_BASE: 'http://127.0.0.1:9000',
        PORT: '8800',
        ADMIN_HOST: 'admin.food.test',
        DOWNLOAD_URL: '',
        PROXY_TIMEOUT_MS: '5000',
        HOME: '/root',
      }),
    ).toEqual({
      port: 8800,
      vars: {
        MODE: 'proxy',
        ADMIN_API_BASE: 'http://127.0.0.1:9000',
        ADMIN_HOST: 'admin.food.test',
        PROXY_TIMEOUT_MS: '5000',
      },
      stateDir: defaultState,
    })
  })

  it('keeps the saved state in MOCK_PERSIST_DIR, resolved from the current folder; empty is unset', () => {
    expect(startSettings({ MOCK_PERSIST_DIR: '/tmp/mock-b' }).stateDir).toBe('/tmp/mock-b')
    expect(startSettings({ MOCK_PERSIST_DIR: 'state-b' }).stateDir).toBe(resolve('state-b'))
    expect(startSettings({ MOCK_PERSIST_DIR: ' ' }).stateDir).toBe(defaultState)
  })

  it("passes the mock's seed size and rate of new orders on, 0 included", () => {
    const sizes = {
      MOCK_SEED_ORDERS: '100000',
      MOCK_SEED_CUSTOMERS: '3000',
      MOCK_NEW_ORDERS_PER_HOUR: '0',
    }
    expect(startSettings(sizes)).toEqual({
      port: DEFAULT_PORT,
      vars: { MODE: 'mock', ...sizes },
      stateDir: defaultState,
    })
  })

  it.each(['0', '65536', 'abc', '80.5', '-1', '8787x'])('refuses PORT=%s', (PORT) => {
    expect(() => startSettings({ PORT })).toThrow(`PORT must be a port number from 1 to 65535`)
  })

  it.each(['mok', 'production', 'unset'])('refuses MODE=%s with a clear message', (MODE) => {
    expect(() => startSettings({ MODE })).toThrow(
      `MODE must be mock (the default) or proxy, not "${MODE}".`,
    )
  })

  it('refuses proxy mode without ADMIN_API_BASE, empty included', () => {
    for (const ADMIN_API_BASE of [undefined, '', '  ']) {
      expect(() => startSettings({ MODE: 'proxy', ADMIN_API_BASE })).toThrow(
        'MODE=proxy needs ADMIN_API_BASE',
      )
    }
  })

  it('passes BUSINESS_TIME_ZONE on, in both modes, and refuses an unknown zone clearly', () => {
    expect(startSettings({ BUSINESS_TIME_ZONE: 'Europe/Paris' }).vars).toEqual({
      MODE: 'mock',
      BUSINESS_TIME_ZONE: 'Europe/Paris',
    })
    expect(
      startSettings({ MODE: 'proxy', ADMIN_API_BASE: 'http://x.test', BUSINESS_TIME_ZONE: 'UTC' })
        .vars.BUSINESS_TIME_ZONE,
    ).toBe('UTC')
    for (const BUSINESS_TIME_ZONE of ['Beirut', 'Asia/Nowhere', '+02:00']) {
      expect(() => startSettings({ BUSINESS_TIME_ZONE })).toThrow(
        `BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Beirut or Europe/Paris, not "${BUSINESS_TIME_ZONE}".`,
      )
    }
  })
})
