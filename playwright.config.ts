import { chromiumArgs, chromiumPath } from './e2e/chromium.ts'
import { FAKE_UPSTREAM_PORT } from './e2e/fakeUpstream.ts'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from '@playwright/test'

/** Node 24 from node_modules (the system Node cannot strip types), so the servers run the TypeScript sources. */
const node = existsSync('node_modules/.bin/node') ? 'node_modules/.bin/node' : process.execPath
const PROXY_PORT = 4173
const PARTNER_PORT = 4174
/** The admin suite's own proxy (counts start at zero) and its two partner origins (4176, 4177). */
const ADMIN_PROXY_PORT = 4175
/** A proxy with the age gate in confirm mode. */
const AGE_GATE_PROXY_PORT = 4178
/** A proxy with low limits, so each limit can be met and read. */
const LIMITS_PROXY_PORT = 4179
/** The money loop's own proxy (reports start at zero); its partner page, offer site and receiver are 4191–4193 (4190 is a port fetch refuses). */
const MONEY_PROXY_PORT = 4194

/** A proxy of the suite's own: the fake model, no rate limits, warnings only; `env` adds to or overrides these. */
function proxy(name: string, port: number, env: Record<string, string> = {}) {
  return {
    name,
    command: `${node} proxy/server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      OPENAI_API_KEY: 'sk-e2e-sentinel-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_UPSTREAM_PORT}/v1`,
      RATE_LIMIT_PER_MINUTE: '0',
      SESSION_RATE_LIMIT_PER_HOUR: '0',
      LOG_LEVEL: 'warn',
      STATIC_DIR: resolve('dist'),
      ...env,
    },
  }
}

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Files run side by side, tests in a file in order: every spec keeps to its own browser context (its own
  // session), and the suites whose counts must start at zero (admin, visitor limits) each have a proxy to themselves.
  fullyParallel: false,
  workers: 2,
  // One retry in CI: a test that passes only on its retry is reported as flaky (npm test prints how many), not
  // hidden, and a machine stall of a second does not throw away a whole run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'partner',
      testMatch: 'partner/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${PARTNER_PORT}` },
    },
    { name: 'site', testMatch: 'site/**/*.spec.ts', use: { baseURL: `http://127.0.0.1:${PROXY_PORT}` } },
    {
      name: 'admin',
      testMatch: 'admin/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${ADMIN_PROXY_PORT}` },
    },
    { name: 'ops', testMatch: /e2e\/ops\/.+\.spec\.ts$/ },
    {
      name: 'age-gate',
      testMatch: 'age-gate/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${AGE_GATE_PROXY_PORT}` },
    },
    {
      name: 'visitor-limits',
      testMatch: 'visitor/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${LIMITS_PROXY_PORT}` },
    },
    { name: 'portal', testDir: 'e2e/portal', use: { baseURL: 'http://127.0.0.1:4186' } },
    { name: 'money', testDir: 'e2e/money', use: { baseURL: `http://127.0.0.1:${MONEY_PROXY_PORT}` } },
  ],
  webServer: [
    {
      name: 'fake-upstream',
      command: `${node} proxy/testing/fakeOpenAIServer.ts --port ${FAKE_UPSTREAM_PORT} --record`,
      wait: { stdout: /ready http/ },
      stdout: 'pipe',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    proxy('proxy', PROXY_PORT, {
      TRUST_PROXY: '1',
      ALLOWED_ORIGINS: `http://127.0.0.1:${PARTNER_PORT}`,
    }),
    {
      name: 'partner',
      command: `${node} e2e/partner/server.ts --port ${PARTNER_PORT}`,
      url: `http://127.0.0.1:${PARTNER_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    proxy('admin-proxy', ADMIN_PROXY_PORT, {
      PARTNERS_FILE: resolve('e2e/admin/partners.json'),
      ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef',
      SIGNUP_URL: 'http://127.0.0.1:4176/joined',
    }),
    {
      name: 'admin-partners',
      command: `${node} e2e/admin/partnerPages.ts`,
      url: 'http://127.0.0.1:4177/',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    proxy('age-gate-proxy', AGE_GATE_PROXY_PORT, {
      TRUST_PROXY: '1',
      AGE_GATE: 'confirm',
    }),
    proxy('limits-proxy', LIMITS_PROXY_PORT, {
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: '4',
      SESSION_RATE_LIMIT_PER_HOUR: '1',
      DAILY_MODEL_CALL_LIMIT: '2',
    }),
    proxy('portal-proxy', 4186, {
      PARTNERS_FILE: resolve('e2e/portal/partners.json'),
    }),
    {
      name: 'portal-partner-page',
      command: `${node} e2e/portal/snippetPage.ts`,
      url: 'http://127.0.0.1:4185/',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    proxy('money-proxy', MONEY_PROXY_PORT, {
      PARTNERS_FILE: resolve('e2e/money/partners.json'),
      ADMIN_TOKEN: 'e2e-money-admin-token-0123456789',
      SIGNUP_URL: 'http://127.0.0.1:4192/signup?aff=7&s1={click_id}&s2={partner}',
      POSTBACK_SECRET: 'e2e-network-postback-secret-5b2d',
      POSTBACK_ALLOWED_SOURCES: '127.0.0.1,::1',
      // The partner's receiver is on loopback, and its retries come half a second apart.
      POSTBACK_ALLOW_PRIVATE: 'true',
      POSTBACK_RETRY_DELAYS_MS: '500,500',
      // No proxy in front: a loopback visitor is in LOCAL_COUNTRY.
      LOCAL_COUNTRY: 'GB',
      ALLOWED_COUNTRIES: 'GB,US',
    }),
    {
      name: 'money-servers',
      command: `${node} e2e/money/moneyServers.ts`,
      url: 'http://127.0.0.1:4193/received',
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
