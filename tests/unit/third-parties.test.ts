import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  consentCategories,
  readThirdPartyEnvironment,
  thirdParties,
  thirdParty,
  type ThirdPartyId,
} from '../../src/data/third-parties.ts';
import analyticsPlugin from '../../plugins/analytics/index.ts';
import linkedInInsightPlugin from '../../plugins/linkedin-insight/index.ts';
import crispChatPlugin from '../../plugins/crisp-chat/index.ts';
import {consentScript, consentVersion} from '../../plugins/consent/index.ts';
import {contentSecurityPolicy} from '../../plugins/security-headers/index.ts';
import testEnv from '../lib/test-env.json';

const {SITE_URL: _, ...testThirdParties} = testEnv;
const VALID = {
  ...testThirdParties,
  ALGOLIA_APP_ID: 'BH4D9OD16A',
  ALGOLIA_SEARCH_API_KEY: '0123456789abcdef0123456789abcdef',
  ALGOLIA_INDEX_NAME: 'portico_docs-1.6',
};

const context = {} as LoadContext;

/** Every inline script and tag text a loader writes into the page. */
const loaderText = (plugin: Plugin): string => {
  const tags = (plugin.injectHtmlTags?.({content: undefined}) ?? {}) as Record<string, unknown[]>;
  return Object.values(tags)
    .flat()
    .map((tag) => (typeof tag === 'string' ? tag : ((tag as {innerHTML?: string}).innerHTML ?? '')))
    .join('\n');
};

const LOADERS: [ThirdPartyId, Plugin][] = [
  ['googleAnalytics', analyticsPlugin(context, {measurementId: VALID.GA_MEASUREMENT_ID})],
  ['linkedInInsight', linkedInInsightPlugin(context, {partnerId: VALID.LINKEDIN_PARTNER_ID})],
  ['crisp', crispChatPlugin(context, {websiteId: VALID.CRISP_WEBSITE_ID})],
];

/** True when a CSP source expression (`https://*.example.com`, `wss://a.example.com`) allows the URL. */
const allows = (source: string, url: URL): boolean => {
  const match = /^([a-z]+):\/\/(\*\.)?([a-z0-9.-]+)$/.exec(source);
  if (!match || `${match[1]}:` !== url.protocol) return false;
  return match[2] ? url.hostname.endsWith(`.${match[3]}`) : url.hostname === match[3];
};

test('each service and each variable is listed once, and each consent category has a service', () => {
  const ids = thirdParties.map((party) => party.id);
  assert.equal(new Set(ids).size, ids.length);
  const variables = thirdParties.flatMap((party) =>
    party.variables.map((variable) => variable.name),
  );
  assert.equal(new Set(variables).size, variables.length);
  assert.deepEqual(variables.sort(), Object.keys(VALID).sort());
  for (const category of Object.keys(consentCategories)) {
    assert.ok(
      thirdParties.some((party) => party.category === category),
      `no service in ${category}`,
    );
  }
});

test('the notice names the service behind each consent category', () => {
  for (const party of thirdParties.filter((entry) => entry.category)) {
    const vendor = party.name.split(' ')[0];
    assert.ok(
      consentCategories[party.category!].description.includes(vendor),
      `${party.category} should name ${vendor}`,
    );
  }
});

test('every service states its purpose, legal basis and sources, and every stored item its lifetime', () => {
  for (const party of thirdParties) {
    for (const field of ['name', 'purpose', 'legalBasis', 'loads', 'receives'] as const)
      assert.ok(party[field].trim(), `${party.id}.${field}`);
    if (Object.keys(party.csp).length)
      assert.ok(party.sources.length > 0, `${party.id} needs the vendor pages its hosts come from`);
    if (party.category) assert.match(party.legalBasis, /consent/i);
    for (const item of party.storage) {
      assert.ok(item.lifetime.trim() && item.purpose.trim(), `${party.id}: ${item.name}`);
    }
  }
});

test('every CSP source is an https or wss origin, wildcard at most in the first label', () => {
  for (const party of thirdParties) {
    for (const [directive, sources] of Object.entries(party.csp)) {
      for (const source of sources ?? [])
        assert.match(
          source,
          /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/,
          `${party.id} ${directive}`,
        );
    }
  }
});

test('every host a loader references is allowed by its registry entry', () => {
  for (const [id, plugin] of LOADERS) {
    const urls = [...loaderText(plugin).matchAll(/(?:https|wss):\/\/[^'"\s<>)]+/g)].map(
      ([url]) => new URL(url.replace(/&amp;/g, '&')),
    );
    assert.ok(urls.length > 0, `${id} loads something`);
    const sources = Object.values(thirdParty(id).csp).flat() as string[];
    for (const url of urls)
      assert.ok(
        sources.some((source) => allows(source, url)),
        `${id}: ${url.host} is missing from the registry`,
      );
  }
});

test("the vendors' documented hosts are in the registry, under the directives that need them", () => {
  const csp = (id: ThirdPartyId) => thirdParty(id).csp;
  assert.ok(csp('googleAnalytics')['connect-src']!.includes('https://*.analytics.google.com'));
  assert.ok(csp('googleAnalytics')['script-src']!.includes('https://*.googletagmanager.com'));
  assert.ok(csp('linkedInInsight')['img-src']!.includes('https://www.linkedin.com'));
  assert.ok(csp('linkedInInsight')['connect-src']!.includes('https://www.linkedin.com'));
  assert.ok(csp('crisp')['connect-src']!.includes('wss://client.relay.crisp.chat'));
  assert.ok(csp('crisp')['img-src']!.includes('https://assets.crisp.chat'));
});

test("the Content-Security-Policy carries each enabled service's sources from the registry, and only those", () => {
  const directivesOf = (policy: string) =>
    Object.fromEntries(
      policy
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
  const all = directivesOf(
    contentSecurityPolicy({analytics: true, pixel: true, chat: true, algolia: true}, []),
  );
  for (const party of thirdParties) {
    for (const [directive, sources] of Object.entries(party.csp)) {
      for (const source of sources ?? [])
        assert.ok(all[directive].includes(source), `${directive} ${source}`);
    }
  }
  const none = contentSecurityPolicy(
    {analytics: false, pixel: false, chat: false, algolia: false},
    [],
  );
  for (const id of ['googleAnalytics', 'linkedInInsight', 'crisp', 'algolia'] as const) {
    for (const source of Object.values(thirdParty(id).csp).flat())
      assert.ok(!none.includes(source!), `${source} without its service`);
  }
  assert.match(none, /frame-src https:\/\/www\.youtube-nocookie\.com/);
});

test('valid values pass the environment check, unset ones turn their service off', () => {
  assert.deepEqual(readThirdPartyEnvironment(VALID), VALID);
  assert.deepEqual(
    readThirdPartyEnvironment({}),
    Object.fromEntries(Object.keys(VALID).map((name) => [name, ''])),
  );
});

test('a value with the wrong shape fails, naming the variable and the shape', () => {
  const bad: Record<string, string> = {
    GA_MEASUREMENT_ID: 'UA-1234-1',
    LINKEDIN_PARTNER_ID: '42a',
    CRISP_WEBSITE_ID: 'not-a-uuid',
    ALGOLIA_APP_ID: 'app',
    ALGOLIA_SEARCH_API_KEY: 'admin key',
    ALGOLIA_INDEX_NAME: 'docs";alert(1)//',
  };
  for (const [name, value] of Object.entries(bad)) {
    const shape = thirdParties
      .flatMap((party) => party.variables)
      .find((variable) => variable.name === name)!.shape;
    assert.throws(
      () => readThirdPartyEnvironment({...VALID, [name]: value}),
      (error: Error) =>
        error.message.includes(`${name} is ${JSON.stringify(value)}; expected ${shape}.`),
      name,
    );
  }
  assert.throws(
    () => readThirdPartyEnvironment({GA_MEASUREMENT_ID: 'G-ABC</script>'}),
    /GA_MEASUREMENT_ID/,
  );
});

test('machinery: the consent script is the same text for every build of the same registry and categories, and holds no asset names', () => {
  const script = consentScript(['analytics', 'chat']);
  assert.equal(script, consentScript(['analytics', 'chat']));
  assert.notEqual(script, consentScript(['analytics']));
  assert.doesNotMatch(script, /assets\/|\.[0-9a-f]{8}\.js/);
  assert.ok(script.includes(`version=${JSON.stringify(consentVersion())}`));
});

test("the consent script deletes, per category, every cookie and storage entry the registry lists on this site, and nothing on a service's own domain", () => {
  const stores = JSON.parse(
    /stores=(\{.*?\}),signal=/.exec(consentScript(['analytics']))![1],
  ) as Record<string, [string, string, 0 | 1][]>;
  const codes = {Cookie: 'c', 'Local storage': 'l', 'Session storage': 's'};
  const expected: Record<string, [string, string, 0 | 1][]> = {};
  for (const party of thirdParties.filter((entry) => entry.category)) {
    for (const item of party.storage.filter((entry) => entry.domain === 'this site')) {
      (expected[party.category!] ??= []).push([
        codes[item.kind],
        item.name,
        item.nameContinues ? 1 : 0,
      ]);
    }
  }
  assert.deepEqual(stores, expected);
  for (const party of thirdParties) {
    for (const item of party.storage.filter((entry) => entry.domain !== 'this site')) {
      assert.ok(
        !Object.values(stores)
          .flat()
          .some(([, name]) => name === item.name),
        `${item.name} is out of the page's reach`,
      );
    }
  }
});

test('cookie names are written as the services write them: a character a cookie name cannot hold shows URL-encoded', () => {
  // RFC 6265 token characters; Crisp, for one, writes "/" in its cookie's name as %2F.
  for (const party of thirdParties) {
    for (const item of party.storage.filter((entry) => entry.kind === 'Cookie')) {
      assert.match(item.name, /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/, `${party.id}: ${item.name}`);
    }
  }
});

test('the consent version changes when a service that needs consent is added or changes category, and not with the wording', () => {
  const version = consentVersion();
  assert.match(version, /^[0-9a-f]{12}$/);
  const crisp = thirdParty('crisp');
  const added = [...thirdParties, {...crisp, id: 'another' as ThirdPartyId, name: 'Another chat'}];
  assert.notEqual(consentVersion(added), version);
  const moved = thirdParties.map((party) =>
    party.id === 'crisp' ? {...party, category: 'analytics' as const} : party,
  );
  assert.notEqual(consentVersion(moved), version);
  const reworded = thirdParties.map((party) => ({
    ...party,
    purpose: `${party.purpose} Reworded.`,
    storage: [],
  }));
  assert.equal(consentVersion(reworded), version);
  const withoutConsent = [
    ...thirdParties,
    {...thirdParty('youtube'), id: 'another' as ThirdPartyId},
  ];
  assert.equal(consentVersion(withoutConsent), version);
});

test('Google Analytics starts in Consent Mode with every kind of storage denied, before any other command', () => {
  const text = loaderText(LOADERS.find(([id]) => id === 'googleAnalytics')![1]);
  const denied =
    "window.gtag('consent','default',{analytics_storage:'denied',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});";
  assert.ok(text.includes(denied));
  const first = text.indexOf('window.gtag(');
  assert.equal(first, text.indexOf(denied));
  assert.ok(text.indexOf("'consent','update',{analytics_storage:'granted'}") > first);
});

test('the LinkedIn tag writes no no-script beacon, which would load without consent', () => {
  const text = loaderText(LOADERS.find(([id]) => id === 'linkedInInsight')![1]);
  assert.doesNotMatch(text, /noscript|<img/i);
});

test("the site's own search may compile its WebAssembly engine, in script-src only, and not when Algolia serves search", async () => {
  const {contentSecurityPolicy} = await import('../../plugins/security-headers/index.ts');
  const directives = (algolia: boolean) =>
    new Map(
      contentSecurityPolicy({analytics: false, pixel: false, chat: false, algolia}, [])
        .split('; ')
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name, sources] as const;
        }),
    );
  const local = directives(false);
  assert.ok(local.get('script-src')!.includes("'wasm-unsafe-eval'"));
  assert.deepEqual(
    [...local].filter(
      ([name, sources]) => name !== 'script-src' && sources.includes("'wasm-unsafe-eval'"),
    ),
    [],
  );
  assert.ok(!directives(true).get('script-src')!.includes("'wasm-unsafe-eval'"));
});

test('style-src allows inline style elements only for a service that adds its own, and style attributes always', () => {
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((entry) => entry.split(' ')[0] === name);
  const withoutChat = contentSecurityPolicy(
    {analytics: true, pixel: true, chat: false, algolia: true},
    [],
  );
  assert.equal(directive(withoutChat, 'style-src'), "style-src 'self'");
  assert.equal(directive(withoutChat, 'style-src-attr'), "style-src-attr 'unsafe-inline'");
  assert.deepEqual(
    thirdParties.filter((party) => party.injectsStyleElements).map((party) => party.id),
    ['crisp'],
  );
  const withChat = contentSecurityPolicy(
    {analytics: false, pixel: false, chat: true, algolia: false},
    [],
  );
  assert.equal(
    directive(withChat, 'style-src'),
    "style-src 'self' 'unsafe-inline' https://client.crisp.chat",
  );
});
