import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import chromium from './tests/lib/chromium.json';
import nginx from './tests/lib/nginx.json';

export const PORT = Number(process.env.E2E_PORT || 4173);
/** nginx with deploy/nginx.conf over the same build, for the hosting tests, where nginx is installed. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT || PORT + 1);
export const HAS_NGINX = existsSync(nginx.binary);
/** Ports for the nginx servers the HTTPS and redeploy tests start themselves. */
export const SPARE_PORTS = [PORT + 3, PORT + 4, PORT + 5, PORT + 6] as const;
/** Debian's brotli module for nginx; tests/hosting/nginx.ts loads it when present. */
export const HAS_BROTLI = existsSync(nginx.brotliModule);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 45_000,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      // Debian's Chromium where it is installed; Playwright's own browser elsewhere.
      executablePath: existsSync(chromium.systemExecutable) ? chromium.systemExecutable : undefined,
      // Every request but loopback goes to a proxy that does not exist: no test reaches the network, in any context,
      // and the site's own requests are not intercepted (tests/e2e/fixtures.ts records the refused ones).
      args: [...chromium.args, ...chromium.offlineArgs],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: [
    {
      command: `npx docusaurus serve --host 127.0.0.1 --port ${PORT} --no-open`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(HAS_NGINX
      ? [
          {
            command: 'node --import tsx tests/hosting/nginx.ts',
            url: `http://127.0.0.1:${NGINX_PORT}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 45_000,
            env: {NGINX_PORT: String(NGINX_PORT)},
          },
        ]
      : []),
  ],
});
