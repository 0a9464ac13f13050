import type {Page} from '@playwright/test';
import {HAS_NGINX, NGINX_PORT} from '../../playwright.config';
import {
  consentLabel,
  hostsOf,
  siteStorage,
  storedItemName,
  thirdParties,
} from '../../src/data/third-parties';
import {company} from '../../src/data/company';
import {TEST_ENV, expect, test} from './fixtures';
import {ALL, LOADER_URLS, answerThirdParties, storeChoice} from './third-party-hosts';

test('the static HTML carries the LinkedIn Insight set-up and no no-script beacon', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(`window._linkedin_partner_id="${TEST_ENV.LINKEDIN_PARTNER_ID}"`);
  expect(html).not.toMatch(/<noscript>/);
  expect(html).not.toContain('px.ads.linkedin.com');
});

const LICENSE_KEY = 'PTC-7F3K-29QX-M4LD';
const ticketForm = (page: Page) =>
  page.locator('form').filter({has: page.getByLabel('License key')});

/**
 * Fills the support page's ticket form, typed as `key`, and sends it. Returns the email the browser handed to the mail
 * program, and every other request made meanwhile that carries the license key: there should be none.
 */
async function sendTicket(page: Page, key: string): Promise<{mailto: URL; leaks: string[]}> {
  const requests: string[] = [];
  page.on('request', (request) =>
    requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`),
  );
  const form = ticketForm(page);
  await form.getByLabel('License key').fill(key);
  await form.getByLabel('Server host name').fill('server.example.com');
  await form.getByLabel('Subject').fill('All sites return 502');
  await form.getByLabel('What happened').fill('Since the 04:00 update.');
  const email = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await form.getByRole('button', {name: 'Write the email'}).click();
  const mailto = new URL((await email).url());
  return {
    mailto,
    leaks: requests.filter(
      (request) => request.includes(LICENSE_KEY) && !request.includes(' mailto:'),
    ),
  };
}

test.describe('without JavaScript, where the site cannot ask', () => {
  test.use({javaScriptEnabled: false, waitForHydration: false});

  // A page without JavaScript makes every request while it loads.
  test('no page requests anything from a third party', async ({page, blockedRequests}) => {
    for (const path of ['/', '/docs/', '/blog/', '/support/', '/privacy-policy/']) {
      await page.goto(path, {waitUntil: 'load'});
    }
    expect(blockedRequests).toEqual([]);
  });

  test('the ticket form posts to the mail program: the license key goes to no web address', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/support/', {waitUntil: 'load'});
    expect(
      await ticketForm(page).evaluate((form: HTMLFormElement) => [
        form.method,
        form.enctype,
        new URL(form.action).protocol,
      ]),
    ).toEqual(['post', 'text/plain', 'mailto:']);
    // The browser writes the email from the fields, one per line, and hands it to the mail program: the one place the key goes.
    const {mailto, leaks} = await sendTicket(page, LICENSE_KEY);
    expect(mailto.pathname).toBe(company.contacts.support);
    expect(mailto.searchParams.get('body')).toContain(`key=${LICENSE_KEY}`);
    expect(leaks).toEqual([]);
    expect(page.url()).toBe(`${baseURL}/support/`);
  });
});

test('with JavaScript, the ticket form writes the email itself, with a line per field, and posts nothing', async ({
  page,
}) => {
  await page.goto('/support/');
  const {mailto, leaks} = await sendTicket(page, LICENSE_KEY.toLowerCase());
  expect(mailto.pathname).toBe(company.contacts.support);
  expect(mailto.searchParams.get('subject')).toBe('All sites return 502');
  expect(mailto.searchParams.get('body')).toContain(
    `License key: ${LICENSE_KEY}\nServer: server.example.com\n`,
  );
  await expect(ticketForm(page).getByRole('status')).toContainText(
    'Your mail program should now show the ticket',
  );
  expect(leaks).toEqual([]);
});

test('the chat widget is queued hidden on every page, and its script waits for consent', async ({
  page,
  blockedRequests,
}) => {
  await page.goto('/docs/');
  const queue = await page.evaluate(() =>
    (window as unknown as {$crisp: unknown[][]}).$crisp.slice(0, 1),
  );
  expect(queue).toEqual([['do', 'chat:hide']]);
  expect(
    await page.evaluate(() => (window as unknown as {CRISP_WEBSITE_ID: string}).CRISP_WEBSITE_ID),
  ).toBe(TEST_ENV.CRISP_WEBSITE_ID);
  expect(blockedRequests).toEqual([]);
});

test('the site works with every third party allowed but blocked', async ({
  page,
  context,
  blockedRequests,
}) => {
  await storeChoice(context, ALL);
  await page.goto('/');
  await page.getByRole('link', {name: 'User panel', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Portico Panel user guide');
  expect([...new Set(blockedRequests)].sort()).toEqual(Object.values(LOADER_URLS).sort());
});

const tableRows = (page: Page, caption: string) =>
  page
    .getByRole('table', {name: caption})
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent!.trim()),
      ),
    );

for (const path of ['/privacy-policy/', '/privacy-policy/privacy/']) {
  test(`the tables on ${path} are the registry`, async ({page}) => {
    await page.goto(path);
    expect(await tableRows(page, 'Cookies and browser storage of this site')).toEqual(
      siteStorage.map((item) => [storedItemName(item), item.kind, item.purpose, item.lifetime]),
    );
    expect(await tableRows(page, 'Third-party services the site can use')).toEqual(
      thirdParties.map((party) => [
        party.name,
        consentLabel(party),
        party.purpose,
        party.loads,
        party.receives,
        hostsOf(party).join(', ') || 'None',
        party.legalBasis,
      ]),
    );
    expect(await tableRows(page, 'Cookies and storage set by third parties')).toEqual(
      thirdParties.flatMap((party) =>
        party.storage.map((item) => [
          storedItemName(item),
          party.name,
          item.domain,
          item.kind,
          item.purpose,
          item.lifetime,
        ]),
      ),
    );
  });
}

/**
 * What each vendor's script asks the browser for once it runs, by the hosts
 * and directives the vendors document (Google's CSP guide for GA4, LinkedIn's
 * Insight Tag help, Crisp's domain list), written here independently of the
 * registry that generates the policy.
 */
const VENDOR_REQUESTS = {
  analytics: [
    ['connect', 'https://region1.analytics.google.com/g/collect?v=2'],
    ['connect', 'https://www.google-analytics.com/g/collect?v=2'],
    ['img', 'https://www.google-analytics.com/g/collect?v=2&img=1'],
    ['img', 'https://www.googletagmanager.com/td?id=1'],
    ['connect', 'https://www.googletagmanager.com/a?id=1'],
  ],
  advertising: [
    ['img', 'https://px.ads.linkedin.com/collect?pid=1'],
    ['connect', 'https://px.ads.linkedin.com/wa/'],
    ['img', 'https://www.linkedin.com/px/li_sync'],
    ['connect', 'https://www.linkedin.com/li/track'],
  ],
  chat: [
    ['script', 'https://settings.crisp.chat/client/website/settings.js'],
    ['style', 'https://client.crisp.chat/static/stylesheets/client.css'],
    ['font', 'https://client.crisp.chat/static/fonts/client.woff2'],
    ['img', 'https://image.crisp.chat/avatar/operator.png'],
    ['img', 'https://assets.crisp.chat/images/logo.svg'],
    ['connect', 'https://storage.crisp.chat/users/upload/'],
    ['media', 'https://client.crisp.chat/static/sounds/notification.mp3'],
    ['frame', 'https://game.crisp.chat/'],
    ['websocket', 'wss://client.relay.crisp.chat/w/'],
  ],
} as const;

/** A stand-in for the vendor's script that makes its requests. */
const vendorScript = (requests: readonly (readonly [string, string])[]) =>
  requests
    .map(([kind, url]) => {
      const u = JSON.stringify(url);
      switch (kind) {
        case 'connect':
          return `fetch(${u},{mode:'no-cors'}).catch(function(){});`;
        case 'img':
          return `new Image().src=${u};`;
        case 'script':
          return `(function(s){s.src=${u};document.head.appendChild(s)})(document.createElement('script'));`;
        case 'style':
          return `(function(l){l.rel='stylesheet';l.href=${u};document.head.appendChild(l)})(document.createElement('link'));`;
        case 'font':
          return `new FontFace('probe','url('+${u}+')').load().catch(function(){});`;
        case 'media':
          return `(function(a){a.preload='auto';a.src=${u};a.load()})(document.createElement('audio'));`;
        case 'frame':
          return `(function(f){f.hidden=true;f.src=${u};document.body.appendChild(f)})(document.createElement('iframe'));`;
        default:
          return `new WebSocket(${u});`;
      }
    })
    .join('');

test.describe('through the shipped nginx config, with every third party configured, allowed and answered here', () => {
  test.skip(!HAS_NGINX, 'nginx is not installed');

  test("the main pages load each vendor's hosts with no Content-Security-Policy violation", async ({
    page,
    context,
  }) => {
    // Eight full page loads, each with three vendor scripts.
    test.setTimeout(120_000);
    const origin = `http://127.0.0.1:${NGINX_PORT}`;
    const answered = await answerThirdParties(context, {
      [LOADER_URLS.analytics]: vendorScript(VENDOR_REQUESTS.analytics),
      [LOADER_URLS.advertising]: vendorScript(VENDOR_REQUESTS.advertising),
      [LOADER_URLS.chat]: vendorScript(VENDOR_REQUESTS.chat),
    });
    const sockets: string[] = [];
    await context.routeWebSocket(/^wss:\/\//, (socket) => {
      sockets.push(socket.url());
    });
    await storeChoice(context, ALL);
    await context.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const expected = Object.values(VENDOR_REQUESTS)
      .flat()
      .filter(([kind]) => kind !== 'websocket')
      .map(([, url]) => url);

    for (const path of [
      '/',
      '/features/',
      '/docs/',
      '/docs/panel/domains/ssl/',
      '/blog/',
      '/support/',
      '/privacy-policy/',
      '/search/',
    ]) {
      const before = answered.length;
      const socketsBefore = sockets.length;
      const response = await page.goto(`${origin}${path}`);
      expect(response!.headers()['content-security-policy'], path).toContain('script-src');
      await expect
        .poll(
          async () => ({
            violations: await page.evaluate(
              () => (window as unknown as {cspViolations: string[]}).cspViolations,
            ),
            loaded: Object.values(LOADER_URLS).filter(
              (url) => !answered.slice(before).includes(url),
            ),
            missing: expected.filter((url) => !answered.slice(before).includes(url)),
            sockets: sockets.length - socketsBefore,
          }),
          {message: path},
        )
        .toEqual({violations: [], loaded: [], missing: [], sockets: 1});
    }
  });
});
