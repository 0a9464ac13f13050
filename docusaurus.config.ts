import type {
  Config,
  LoadContext,
  Plugin,
  PluginConfig,
  PluginModule,
  PluginOptions,
} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
// First: broken data fails here with a readable message, before any module below reads it.
import './config/validate-data';
import {docsOptions} from './config/docs';
import {blogOptions} from './config/blog';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {pageTemplate} from './config/page-template';
import {changelogPathOf, docsVersions, latestRelease} from './src/data/releases';
import {
  readThirdPartyEnvironment,
  thirdParty,
  type ConsentCategory,
} from './src/data/third-parties';
import analyticsPlugin from './plugins/analytics';
import linkedInInsightPlugin from './plugins/linkedin-insight';
import crispChatPlugin from './plugins/crisp-chat';
import consentPlugin from './plugins/consent';
import robotsTxtPlugin from './plugins/robots-txt';
import llmsTxtPlugin from './plugins/llms-txt';
import apiReferencePlugin from './plugins/api-reference';
import changelogFeedPlugin from './plugins/changelog-feed';
import helpLinksPlugin from './plugins/help-links';
import securityHeadersPlugin from './plugins/security-headers';
import compileHintsPlugin from './plugins/compile-hints';
import registryWithoutPathsPlugin from './plugins/registry-without-paths';
import chunkIdsPlugin from './plugins/chunk-ids';
import docsPlugin from './plugins/docs';
import postcssNoConfigSearch from './plugins/postcss-no-config-search';
import clientSiteConfigPlugin from './plugins/client-site-config';
import earlyInputPlugin from './plugins/early-input';
import localSearchPlugin from './plugins/local-search';
import {withReferenceBadges} from './plugins/markdown/reference-front-matter';

/** Absolute origin the site is deployed on; canonical links and feeds use it. */
const SITE_URL = process.env.SITE_URL || 'https://portico.example';
/** The third parties' variables, each checked against its shape in src/data/third-parties.ts: a bad value fails the build. */
const THIRD_PARTY_ENV = readThirdPartyEnvironment(process.env);
/** Google Analytics 4 measurement id (G-XXXX); analytics is off when unset. */
const GA_MEASUREMENT_ID = THIRD_PARTY_ENV.GA_MEASUREMENT_ID;
/** LinkedIn Insight partner id; the pixel is off when unset. */
const LINKEDIN_PARTNER_ID = THIRD_PARTY_ENV.LINKEDIN_PARTNER_ID;
/** Crisp website id; the chat widget is off when unset. */
const CRISP_WEBSITE_ID = THIRD_PARTY_ENV.CRISP_WEBSITE_ID;
/** Algolia DocSearch; used only when all three are set, otherwise the site's own Pagefind index serves search. */
const ALGOLIA_APP_ID = THIRD_PARTY_ENV.ALGOLIA_APP_ID;
const ALGOLIA_SEARCH_API_KEY = THIRD_PARTY_ENV.ALGOLIA_SEARCH_API_KEY;
const ALGOLIA_INDEX_NAME = THIRD_PARTY_ENV.ALGOLIA_INDEX_NAME;
const ALGOLIA_ENABLED = Boolean(ALGOLIA_APP_ID && ALGOLIA_SEARCH_API_KEY && ALGOLIA_INDEX_NAME);
/** Analytics, the pixel and the chat each wait for the visitor's consent to their category: those this build loads. */
const CONSENT_CATEGORIES = (
  [
    [GA_MEASUREMENT_ID, 'googleAnalytics'],
    [LINKEDIN_PARTNER_ID, 'linkedInInsight'],
    [CRISP_WEBSITE_ID, 'crisp'],
  ] as const
)
  .filter(([variable]) => variable)
  .map(([, party]) => thirdParty(party).category as ConsentCategory);

/** A local plugin with its options, typed at the call site rather than as `unknown`. */
const localPlugin = <Options extends object>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginConfig => [plugin as PluginModule, options as PluginOptions];

const config = {
  title: 'Portico',
  tagline: 'The self-hosted hosting panel that gives every account its own containers',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: true,
  organizationName: 'portico',
  projectName: 'website',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Posts mark their summary with `<!-- truncate -->`; the v4 flags would reject HTML comments in MDX.
    mdx1Compat: {comments: true, admonitions: false, headingIds: false},
    // The CLI and API reference pages take their edition and release badges from the data they render.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return {
        ...result,
        frontMatter: await withReferenceBadges(
          params.filePath,
          params.fileContent,
          result.frontMatter,
        ),
      };
    },
  },

  // The first paint waits until the navbar has been parsed: on a slow phone the browser would
  // otherwise paint part of it, and its right-hand items would shift as the rest arrived.
  headTags: [
    {
      tagName: 'link',
      attributes: {rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render'},
    },
  ],
  // Each page's HTML names its own chunks as preloads after the entry scripts (config/page-template.ts).
  ssrTemplate: pageTemplate,

  future: {
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      // SWC's HTML minifier, patched to keep every optional end tag (`</td>`, `</tr>`) and the attributes' quotes
      // (patches/README.md): parsers that agents and the Agent-Friendly Documentation Spec's checker use nest each
      // table into the next without the end tags. Against html-minifier-terser, a build takes about 10 s less CPU.
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // Every build that ships starts clean (CI, a server after npm ci), so the cache only costs memory
      // (about 100 MB at the peak) and would keep code from before a patch changed in node_modules.
      rspackPersistentCache: false,
      // On the main thread: with three docs versions on two cores, worker threads rendered the pages about
      // 1 s sooner and added about 180 MB to the build's peak memory, each thread holding its own copy of the
      // server bundle.
      ssgWorkerThreads: false,
      gitEagerVcs: true,
    },
  },
  // The spec names the plain `theme` key; v4 would namespace it per site.
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'},
    },
  },

  customFields: {crispWebsiteId: CRISP_WEBSITE_ID, analyticsEnabled: Boolean(GA_MEASUREMENT_ID)},

  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below, wrapped by plugins/docs.
        docs: false,
        blog: blogOptions,
        theme: {customCss: ['./src/css/custom.css', './src/css/code.css']},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          ignorePatterns: [
            ...docsVersions.previous.map((version) => `/docs/${version}/**`),
            '/search/',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Its validateOptions turns these options into the ones the plugin takes, which TypeScript cannot follow.
    [docsPlugin as PluginModule, docsOptions],
    earlyInputPlugin,
    compileHintsPlugin,
    registryWithoutPathsPlugin,
    clientSiteConfigPlugin,
    chunkIdsPlugin,
    postcssNoConfigSearch,
    robotsTxtPlugin,
    llmsTxtPlugin,
    apiReferencePlugin,
    changelogFeedPlugin,
    helpLinksPlugin,
    // Before the loaders: their inline scripts ask the consent state it writes.
    CONSENT_CATEGORIES.length > 0
      ? localPlugin(consentPlugin, {categories: CONSENT_CATEGORIES})
      : '',
    GA_MEASUREMENT_ID && localPlugin(analyticsPlugin, {measurementId: GA_MEASUREMENT_ID}),
    LINKEDIN_PARTNER_ID && localPlugin(linkedInInsightPlugin, {partnerId: LINKEDIN_PARTNER_ID}),
    CRISP_WEBSITE_ID && localPlugin(crispChatPlugin, {websiteId: CRISP_WEBSITE_ID}),
    localPlugin(securityHeadersPlugin, {
      analytics: Boolean(GA_MEASUREMENT_ID),
      pixel: Boolean(LINKEDIN_PARTNER_ID),
      chat: Boolean(CRISP_WEBSITE_ID),
      algolia: ALGOLIA_ENABLED,
    }),
    ...(ALGOLIA_ENABLED
      ? []
      : [
          localPlugin(localSearchPlugin, {
            currentVersion: docsVersions.current,
            olderVersions: docsVersions.previous,
          }),
        ]),
  ].filter((plugin) => plugin !== ''),

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#0f1419'}],
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: `release-${latestRelease.version}`,
      content: `Portico ${latestRelease.version} is out: ${latestRelease.highlights}. <a href="${changelogPathOf(latestRelease.version)}">Read the changelog</a>`,
      isCloseable: true,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    navbar: navbar(docsVersions.current),
    footer,
    prism: {
      // No colours here: tokens carry classes only and src/css/code.css colours them per mode.
      theme: {plain: {}, styles: []},
      additionalLanguages: [
        'bash',
        'ini',
        'nginx',
        'apacheconf',
        'php',
        'json',
        'yaml',
        'sql',
        'powershell',
      ],
    },
    ...(ALGOLIA_ENABLED && {
      algolia: {
        appId: ALGOLIA_APP_ID,
        apiKey: ALGOLIA_SEARCH_API_KEY,
        indexName: ALGOLIA_INDEX_NAME,
        contextualSearch: true,
        searchPagePath: 'search',
      },
    }),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
