import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createJiti} from 'jiti';
import {ROOT} from '../lib/docs-content.ts';
import {docsVersions} from '../../src/data/releases.ts';

interface ConfigSummary {
  headScripts: string[];
  pluginNames: string[];
  algolia: unknown;
  url: string;
  trailingSlash: boolean;
  onBrokenLinks: string;
  onBrokenAnchors: string;
  onBrokenMarkdownLinks: string;
  colorMode: {defaultMode: string; respectPrefersColorScheme: boolean; disableSwitch: boolean};
  storage: unknown;
  toc: unknown;
  locales: string[];
  docs: {lastVersion: string; versions: Record<string, {label: string; path: string}>};
  blog: {postsPerPage: number; authorsBasePath: string};
}

const THIRD_PARTY_VARIABLES = [
  'GA_MEASUREMENT_ID',
  'LINKEDIN_PARTNER_ID',
  'CRISP_WEBSITE_ID',
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'SITE_URL',
];

/** The local plugins every build has, whatever the environment. */
const SITE_PLUGINS = [
  'portico-early-input',
  'portico-compile-hints',
  'portico-registry-without-paths',
  'portico-client-site-config',
  'portico-chunk-ids',
  'portico-postcss-no-config-search',
  'portico-robots-txt',
  'portico-llms-txt',
  'portico-api-reference',
  'portico-changelog-feed',
  'portico-help-links',
  'portico-security-headers',
  'portico-local-search',
];

interface HtmlTag {
  tagName: string;
  innerHTML?: string;
}
interface LoadedPlugin {
  name: string;
  injectHtmlTags?: (args: {content: undefined}) => {
    headTags?: (string | HtmlTag)[];
    postBodyTags?: (string | HtmlTag)[];
  };
}
type PluginEntry =
  | string
  | ((context: unknown, options: unknown) => LoadedPlugin)
  | [(context: unknown, options: unknown) => LoadedPlugin, Record<string, unknown>];
interface LoadedConfig {
  plugins: PluginEntry[];
  presets: [string, {blog: ConfigSummary['blog']}][];
  themeConfig: {algolia?: unknown; colorMode: ConfigSummary['colorMode']; tableOfContents: unknown};
  url: string;
  trailingSlash: boolean;
  onBrokenLinks: string;
  onBrokenAnchors: string;
  markdown: {hooks: {onBrokenMarkdownLinks: string}};
  storage: unknown;
  i18n: {locales: string[]};
}

const configPath = require.resolve('../../docusaurus.config.ts');
/*
 * Docusaurus loads its config with jiti, and so does this test: Docusaurus 4's packages include some that
 * only `import` can load, which the CommonJS loader these tests otherwise run under cannot resolve.
 */
const jiti = createJiti(__filename, {moduleCache: false});

/**
 * Loads docusaurus.config.ts again, in this process, with exactly the given
 * variables: the config reads them once, when it loads.
 */
async function loadConfig(env: Record<string, string>): Promise<ConfigSummary> {
  const saved = Object.fromEntries(THIRD_PARTY_VARIABLES.map((key) => [key, process.env[key]]));
  for (const key of THIRD_PARTY_VARIABLES) delete process.env[key];
  Object.assign(process.env, env);
  try {
    const config = (await jiti.import<{default: LoadedConfig}>(configPath)).default;
    const context = {siteConfig: config, siteDir: ROOT, outDir: 'build', baseUrl: '/'};
    // The docs plugin is Docusaurus's own, wrapped: it needs a whole site to start, and its options are checked below.
    const docsEntry = config.plugins.find(
      (entry) => Array.isArray(entry) && entry[1].routeBasePath === 'docs',
    ) as [unknown, ConfigSummary['docs']];
    const plugins = config.plugins
      .filter((entry) => entry !== docsEntry && entry !== '')
      .map((entry) => {
        const [plugin, options] = Array.isArray(entry)
          ? entry
          : [entry as (context: unknown, options: unknown) => LoadedPlugin, {}];
        return plugin(context, options);
      });
    // Third-party scripts only: the early-input script is the site's own, on every page.
    const headScripts = plugins
      .filter((plugin) => plugin.name !== 'portico-early-input')
      .flatMap((plugin) => {
        const tags = plugin.injectHtmlTags?.({content: undefined}) ?? {};
        return [...(tags.headTags ?? []), ...(tags.postBodyTags ?? [])]
          .filter((tag) => typeof tag === 'string' || tag.tagName === 'script')
          .map((tag) => (typeof tag === 'string' ? tag : (tag.innerHTML ?? '')));
      });
    const [, preset] = config.presets[0];
    const docs = docsEntry[1];
    return {
      headScripts,
      pluginNames: plugins.map((plugin) => plugin.name),
      algolia: config.themeConfig.algolia ?? null,
      url: config.url,
      trailingSlash: config.trailingSlash,
      onBrokenLinks: config.onBrokenLinks,
      onBrokenAnchors: config.onBrokenAnchors,
      onBrokenMarkdownLinks: config.markdown.hooks.onBrokenMarkdownLinks,
      colorMode: config.themeConfig.colorMode,
      storage: config.storage,
      toc: config.themeConfig.tableOfContents,
      locales: config.i18n.locales,
      docs: {lastVersion: docs.lastVersion, versions: docs.versions},
      blog: {postsPerPage: preset.blog.postsPerPage, authorsBasePath: preset.blog.authorsBasePath},
    };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

test('with no variables set, no third-party script is configured and local search is on', async () => {
  const config = await loadConfig({});
  assert.deepEqual(config.pluginNames, SITE_PLUGINS);
  assert.deepEqual(config.headScripts, []);
  assert.equal(config.algolia, null);
  assert.equal(config.url, 'https://portico.example');
});

test('each third-party variable turns on exactly its own plugin', async () => {
  const config = await loadConfig({
    GA_MEASUREMENT_ID: 'G-ABC123',
    LINKEDIN_PARTNER_ID: '777',
    CRISP_WEBSITE_ID: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  });
  assert.deepEqual(config.pluginNames, [
    ...SITE_PLUGINS.slice(0, -2),
    'portico-consent',
    'portico-analytics',
    'portico-linkedin-insight',
    'portico-crisp-chat',
    'portico-security-headers',
    'portico-local-search',
  ]);
  const scripts = config.headScripts.join('\n');
  assert.match(scripts, /googletagmanager\.com\/gtag\/js\?id=G-ABC123/);
  assert.match(scripts, /send_page_view:false/);
  assert.match(scripts, /window\._linkedin_partner_id="777"/);
  assert.doesNotMatch(scripts, /noscript/);
  assert.match(scripts, /\['do','chat:hide'\]/);
  assert.match(scripts, /globalPrivacyControl/);
  assert.match(scripts, /porticoConsent\.when\('analytics'/);
});

test('a third-party variable with the wrong shape fails the config, naming the variable and the shape', async () => {
  await assert.rejects(
    loadConfig({GA_MEASUREMENT_ID: 'UA-12345-1'}),
    /GA_MEASUREMENT_ID is "UA-12345-1"; expected G- followed by capital letters and digits/,
  );
});

test('with the three Algolia variables set, DocSearch replaces the local search', async () => {
  const config = await loadConfig({
    ALGOLIA_APP_ID: 'APP1234567',
    ALGOLIA_SEARCH_API_KEY: '0123456789abcdef0123456789abcdef',
    ALGOLIA_INDEX_NAME: 'portico',
  });
  assert.deepEqual(config.pluginNames, SITE_PLUGINS.slice(0, -1));
  assert.deepEqual(config.algolia, {
    appId: 'APP1234567',
    apiKey: '0123456789abcdef0123456789abcdef',
    indexName: 'portico',
    contextualSearch: true,
    searchPagePath: 'search',
  });
});

test('two of the three Algolia variables are not enough to leave the local search', async () => {
  const config = await loadConfig({
    ALGOLIA_APP_ID: 'APP1234567',
    ALGOLIA_SEARCH_API_KEY: '0123456789abcdef0123456789abcdef',
  });
  assert.deepEqual(config.pluginNames, SITE_PLUGINS);
  assert.equal(config.algolia, null);
});

test('the site constants match the spec', async () => {
  const config = await loadConfig({SITE_URL: 'https://www.portico.example'});
  assert.equal(config.url, 'https://www.portico.example');
  assert.equal(config.trailingSlash, true);
  assert.deepEqual(
    [config.onBrokenLinks, config.onBrokenAnchors, config.onBrokenMarkdownLinks],
    ['throw', 'throw', 'throw'],
  );
  assert.deepEqual(config.colorMode, {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  });
  assert.deepEqual(config.storage, {type: 'localStorage', namespace: false});
  assert.deepEqual(config.toc, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.deepEqual(config.locales, ['en']);
  assert.equal(config.docs.lastVersion, 'current');
  assert.equal(config.docs.versions.current.label, docsVersions.current);
  for (const version of docsVersions.previous)
    assert.equal(config.docs.versions[version].path, version);
  assert.deepEqual(config.blog, {postsPerPage: 12, authorsBasePath: 'author'});
});

test('every code colour meets WCAG AA contrast (4.5:1) against its code background, in both modes', () => {
  const css = readFileSync(new URL('../../src/css/code.css', import.meta.url), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const channels = (colour: string): number[] => {
    const hex = /^#([0-9a-f]{6})$/i.exec(colour);
    assert.ok(hex, `unreadable colour ${colour}`);
    return [0, 2, 4].map((start) => parseInt(hex[1].slice(start, start + 2), 16));
  };
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  for (const mode of ['light', 'dark']) {
    const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(([, selector]) =>
      selector.trim().startsWith(`[data-theme='${mode}']`),
    );
    const declarations = rules.map(([, , body]) => body).join('');
    const background = /--prism-background-color: (#[0-9a-f]{6})/i.exec(declarations)?.[1];
    assert.ok(background, `${mode} mode sets --prism-background-color`);
    const colours = [...declarations.matchAll(/(?:^|[;\s])(?:--prism-)?color: ([^;]+);/g)].map(
      (match) => match[1].trim(),
    );
    assert.ok(colours.length >= 9, `${mode} mode colours ${colours.length} token kinds`);
    for (const colour of colours) {
      assert.ok(
        contrast(colour, background) >= 4.5,
        `${mode}: ${colour} on ${background}: ${contrast(colour, background).toFixed(2)}`,
      );
    }
  }
});
