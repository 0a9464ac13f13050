/**
 * Every outside service the site can use, and everything the site itself
 * stores in the browser, listed once. The environment check of the build,
 * the Content-Security-Policy, the consent notice and the privacy pages'
 * tables are all generated from here.
 *
 * The consent categories' wording lives in `consent-categories.ts`, so that
 * the consent notice, which every page ships, carries only those few lines.
 */

import {consentCategories, type ConsentCategory} from './consent-categories';
import {videoModalKeys} from './video-modal';

export {
  consentCategories,
  type ConsentCategory,
  type ConsentCategoryText,
} from './consent-categories';

/**
 * Local storage key holding the visitor's choice, with the registry's consent
 * version and the time it was made, for example
 * `{"version":"3f9a…","date":"2026-11-26T09:30:00.000Z","choices":{"analytics":true,"advertising":false,"chat":false}}`.
 */
export const CONSENT_STORAGE_KEY = 'portico-consent';

/** How long a stored choice counts; after that, the notice asks again. */
export const CONSENT_MONTHS = 12;

export type CspDirective =
  'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'media-src' | 'frame-src';

export interface EnvironmentVariable {
  name: string;
  /** The whole value must match. */
  pattern: RegExp;
  /** The expected shape in words, for the build's error message and the README. */
  shape: string;
}

export interface StoredItem {
  /** The exact name as the service writes it (a cookie's name still URL-encoded), or its fixed start when `nameContinues` says what follows. */
  name: string;
  nameContinues?: string;
  kind: 'Cookie' | 'Local storage' | 'Session storage';
  /** Whose domain holds it: this site's, or the service's own (a third-party cookie). */
  domain: 'this site' | `${string}.${string}`;
  lifetime: string;
  purpose: string;
}

export type ThirdPartyId =
  'googleAnalytics' | 'linkedInInsight' | 'crisp' | 'algolia' | 'youtube' | 'shareLinks';

export interface ThirdParty {
  id: ThirdPartyId;
  name: string;
  /** The consent switch that loads it, or null for a service that starts only when the visitor uses it. */
  category: ConsentCategory | null;
  purpose: string;
  legalBasis: string;
  /** When it loads, given it is configured. */
  loads: string;
  receives: string;
  /** The build turns the service on only when all of these are set, and fails when one has the wrong shape. */
  variables: EnvironmentVariable[];
  /** Sources the service needs, per directive, from the vendor's documentation. */
  csp: Partial<Record<CspDirective, string[]>>;
  /** The service adds `<style>` elements of its own, so `style-src` needs 'unsafe-inline' while it is configured. */
  injectsStyleElements?: true;
  storage: StoredItem[];
  /** The vendor pages the hosts and cookies above come from. */
  sources: string[];
}

const consentBasis =
  'Your consent (EU and UK ePrivacy rules for storage in your browser, and Art. 6(1)(a) GDPR). Withdraw it at any time under Privacy choices.';

export const thirdParties: readonly ThirdParty[] = [
  {
    id: 'googleAnalytics',
    name: 'Google Analytics 4',
    category: 'analytics',
    purpose:
      'Counts page views and feedback answers, so we know which pages help and which need work.',
    legalBasis: consentBasis,
    loads: 'On every page, after you allow analytics',
    receives:
      'The title, address and path of each page you view, your answers to "Was this page helpful?", your IP address and browser details.',
    variables: [
      {
        name: 'GA_MEASUREMENT_ID',
        pattern: /^G-[A-Z0-9]+$/,
        shape: 'G- followed by capital letters and digits, such as G-ABC123XYZ',
      },
    ],
    csp: {
      'script-src': ['https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    },
    storage: [
      {
        name: '_ga',
        kind: 'Cookie',
        domain: 'this site',
        lifetime: '2 years',
        purpose: 'Tells one browser from another across visits.',
      },
      {
        name: '_ga_',
        nameContinues: 'the measurement id without its G-',
        kind: 'Cookie',
        domain: 'this site',
        lifetime: '2 years',
        purpose: 'Keeps the state of the current visit.',
      },
      {
        name: '_gcl_',
        nameContinues: 'au, or another kind of ad click',
        kind: 'Cookie',
        domain: 'this site',
        lifetime: '90 days',
        purpose:
          "Google's conversion linker: ties a visit to the ad clicked before it. Written only where ad storage is allowed, which this site never allows; deleted if it is there.",
      },
      {
        name: '_gcl_',
        nameContinues: 'ls, or another kind of ad click',
        kind: 'Local storage',
        domain: 'this site',
        lifetime: '90 days',
        purpose:
          'The same link between a visit and an ad click, kept in local storage; written and deleted as the cookie above.',
      },
    ],
    sources: [
      'https://developers.google.com/tag-platform/security/guides/csp',
      'https://support.google.com/analytics/answer/11397207',
    ],
  },
  {
    id: 'linkedInInsight',
    name: 'LinkedIn Insight Tag',
    category: 'advertising',
    purpose:
      'Measures how many visitors arrive from our LinkedIn ads, and lets us show our ads to people who visited.',
    legalBasis: consentBasis,
    loads:
      'On every page, after you allow advertising. With JavaScript off the site cannot ask you, so nothing from LinkedIn loads.',
    receives:
      'The address of each page you view, the referring page, your IP address and browser details, matched by LinkedIn against its members.',
    variables: [
      {name: 'LINKEDIN_PARTNER_ID', pattern: /^[0-9]+$/, shape: 'digits only, such as 1234567'},
    ],
    csp: {
      'script-src': ['https://snap.licdn.com'],
      'img-src': ['https://px.ads.linkedin.com', 'https://www.linkedin.com'],
      'connect-src': ['https://px.ads.linkedin.com', 'https://www.linkedin.com'],
    },
    storage: [
      {
        name: 'li_fat_id',
        kind: 'Cookie',
        domain: 'this site',
        lifetime: '30 days',
        purpose: 'Links a visit that came from a LinkedIn ad to that ad.',
      },
      {
        name: 'li_giant',
        kind: 'Cookie',
        domain: 'this site',
        lifetime: '7 days',
        purpose: 'Links a conversion on this site to the ad before it.',
      },
      {
        name: 'ln_or',
        kind: 'Cookie',
        domain: 'this site',
        lifetime: '1 day',
        purpose: 'Whether LinkedIn may count this visit in its website analytics.',
      },
      {
        name: 'li_adsId',
        kind: 'Local storage',
        domain: 'this site',
        lifetime: '30 days',
        purpose:
          'An identifier of your browser that LinkedIn sends with each page view, to measure its ads.',
      },
      {
        name: 'bcookie',
        kind: 'Cookie',
        domain: 'linkedin.com',
        lifetime: '1 year',
        purpose: "LinkedIn's identifier of your browser.",
      },
      {
        name: 'li_sugr',
        kind: 'Cookie',
        domain: 'linkedin.com',
        lifetime: '90 days',
        purpose: 'Matches browsers of people who are not LinkedIn members.',
      },
      {
        name: 'UserMatchHistory',
        kind: 'Cookie',
        domain: 'linkedin.com',
        lifetime: '30 days',
        purpose: 'Syncs the LinkedIn identifier with advertising partners.',
      },
      {
        name: 'AnalyticsSyncHistory',
        kind: 'Cookie',
        domain: 'linkedin.com',
        lifetime: '30 days',
        purpose: 'When the identifier was last synced.',
      },
      {
        name: 'lidc',
        kind: 'Cookie',
        domain: 'linkedin.com',
        lifetime: '24 hours',
        purpose: 'Picks the LinkedIn data center that answers.',
      },
    ],
    sources: [
      'https://www.linkedin.com/help/lms/answer/a427660',
      'https://www.linkedin.com/legal/l/cookie-table',
    ],
  },
  {
    id: 'crisp',
    name: 'Crisp',
    category: 'chat',
    purpose: 'The live chat on the support page.',
    legalBasis: `${consentBasis} Pressing "Chat with us" on the support page gives it.`,
    loads:
      'On every page, hidden, after you allow support chat; or when you press "Chat with us" on the support page',
    receives:
      'That a page was loaded, your IP address and browser details, and the messages and email address you type into the chat.',
    variables: [
      {
        name: 'CRISP_WEBSITE_ID',
        pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        shape: 'a UUID, such as 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      },
    ],
    // Crisp's CSP guide: its chat window writes its own CSS into the page, in the colors set for it.
    injectsStyleElements: true,
    csp: {
      'script-src': ['https://client.crisp.chat', 'https://settings.crisp.chat'],
      'style-src': ['https://client.crisp.chat'],
      'img-src': [
        'https://client.crisp.chat',
        'https://image.crisp.chat',
        'https://storage.crisp.chat',
        'https://assets.crisp.chat',
      ],
      'font-src': ['https://client.crisp.chat'],
      'connect-src': [
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
        'wss://stream.relay.crisp.chat',
      ],
      'media-src': ['https://client.crisp.chat', 'https://assets.crisp.chat'],
      'frame-src': ['https://game.crisp.chat'],
    },
    storage: [
      {
        name: 'crisp-client%2F',
        nameContinues: 'session%2F or socket%2F and the website id',
        kind: 'Cookie',
        domain: 'this site',
        lifetime: '6 months',
        purpose:
          'Keeps your conversation, and the connection that carries it, so the chat shows it again on your next page.',
      },
      {
        name: 'crisp-client/',
        nameContinues: 'what the chat box keeps',
        kind: 'Local storage',
        domain: 'this site',
        lifetime: 'Until you withdraw consent or clear site data',
        purpose: 'The state of the chat box between pages, such as whether it was open.',
      },
      {
        name: 'crisp-client/',
        nameContinues: 'what the chat box keeps',
        kind: 'Session storage',
        domain: 'this site',
        lifetime: 'Until you close the tab',
        purpose: 'The state of the chat box in this tab.',
      },
    ],
    sources: [
      'https://docs.crisp.chat/guides/others/whitelisting-our-systems/crisp-domain-names',
      'https://help.crisp.chat/en/article/which-cookies-are-used-by-crisp-chatbox-1wbw2o8/',
    ],
  },
  {
    id: 'algolia',
    name: 'Algolia DocSearch',
    category: null,
    purpose: 'Search over the docs and the blog.',
    legalBasis:
      'Our legitimate interest in answering the search you start (Art. 6(1)(f) GDPR); it stores nothing until you search.',
    loads:
      'Only in a build made with Algolia; otherwise search runs from an index on this site. With Algolia, every page opens a connection to Algolia ahead of time, which shows Algolia your IP address; what you type is sent as you type.',
    receives: 'What you type into the search box, your IP address and browser details.',
    variables: [
      {
        name: 'ALGOLIA_APP_ID',
        pattern: /^[A-Z0-9]{10}$/,
        shape: 'ten capital letters or digits, such as BH4D9OD16A',
      },
      {
        name: 'ALGOLIA_SEARCH_API_KEY',
        pattern: /^[0-9a-f]{32}$/,
        shape: 'a search-only key of 32 hexadecimal digits',
      },
      {
        name: 'ALGOLIA_INDEX_NAME',
        pattern: /^[A-Za-z0-9_.-]{1,100}$/,
        shape: 'up to 100 letters, digits, dots, dashes or underscores, such as portico',
      },
    ],
    csp: {
      'connect-src': ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'],
    },
    storage: [
      {
        name: '__DOCSEARCH_RECENT_SEARCHES__',
        nameContinues: 'the index name',
        kind: 'Local storage',
        domain: 'this site',
        lifetime: 'Until you clear site data',
        purpose: 'Your recent searches in the search box.',
      },
      {
        name: '__DOCSEARCH_FAVORITE_SEARCHES__',
        nameContinues: 'the index name',
        kind: 'Local storage',
        domain: 'this site',
        lifetime: 'Until you clear site data',
        purpose: 'The searches you marked as favorites.',
      },
    ],
    sources: ['https://docsearch.algolia.com/docs/DocSearch-v3'],
  },
  {
    id: 'youtube',
    name: 'YouTube, privacy-enhanced mode',
    category: null,
    purpose: 'Plays the milestone video.',
    legalBasis: 'Your request: the player loads only when you press play (Art. 6(1)(f) GDPR).',
    loads: 'Only after you press play in the video window',
    receives:
      'A request from your browser to youtube-nocookie.com for the player and the video, with your IP address and browser details.',
    variables: [],
    csp: {'frame-src': ['https://www.youtube-nocookie.com']},
    storage: [],
    sources: ['https://support.google.com/youtube/answer/171780'],
  },
  {
    id: 'shareLinks',
    name: 'Share buttons (X, Reddit, LinkedIn)',
    category: null,
    purpose: 'Sharing a blog post.',
    legalBasis: 'Your request: nothing loads from the networks until you press a button.',
    loads: 'Only when you press one, in a popup window of the network',
    receives: "The page address and title, sent to the network's own share form.",
    variables: [],
    csp: {},
    storage: [],
    sources: [],
  },
];

/** What the site stores for itself. None of it leaves your browser, except the one cookie, sent back to this site only. */
export const siteStorage: readonly StoredItem[] = [
  {
    name: CONSENT_STORAGE_KEY,
    kind: 'Local storage',
    domain: 'this site',
    lifetime: 'Until you clear site data',
    purpose: `Your privacy choices: which of analytics, advertising and support chat you allowed, when, and for which list of services. Shared between open tabs. After ${CONSENT_MONTHS} months, or when a service is added, the site asks again.`,
  },
  {
    name: 'theme',
    kind: 'Local storage',
    domain: 'this site',
    lifetime: 'Until you clear site data',
    purpose: 'Your choice of light or dark color mode, shared between open tabs.',
  },
  {
    name: 'docusaurus.announcement.dismiss',
    kind: 'Local storage',
    domain: 'this site',
    lifetime: 'Until you clear site data',
    purpose: 'Remembers that you closed the announcement bar at the top of the page.',
  },
  {
    name: 'docusaurus.announcement.id',
    kind: 'Local storage',
    domain: 'this site',
    lifetime: 'Until you clear site data',
    purpose: 'Which announcement you closed, so that the next one still shows.',
  },
  {
    name: 'docs-preferred-version-default',
    kind: 'Local storage',
    domain: 'this site',
    lifetime: 'Until you clear site data',
    purpose:
      'The documentation version you last read, so links into the docs open in it. Removed when that version leaves the site.',
  },
  {
    name: 'docusaurus.tab.',
    nameContinues: 'a group name',
    kind: 'Local storage',
    domain: 'this site',
    lifetime: 'Until you clear site data',
    purpose:
      'The tab you picked in the docs, such as Nginx or Apache, so every page shows the same variant.',
  },
  {
    name: videoModalKeys.seenCookie,
    kind: 'Cookie',
    domain: 'this site',
    lifetime: '1 year',
    purpose:
      'Records that the milestone video window opened for you, so it does not open by itself again. Set two seconds after the window first appears.',
  },
];

export const thirdParty = (id: ThirdPartyId): ThirdParty =>
  thirdParties.find((party) => party.id === id)!;

/**
 * Reads the services' variables from the environment. An unset variable
 * turns its service off; a set one with the wrong shape throws, naming every
 * bad variable and the shape it needs, so a typo fails the build instead of
 * reaching an inline script.
 */
export function readThirdPartyEnvironment(
  env: Record<string, string | undefined>,
): Record<string, string> {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  for (const variable of thirdParties.flatMap((party) => party.variables)) {
    const value = env[variable.name]?.trim() ?? '';
    if (value !== '' && !variable.pattern.test(value)) {
      problems.push(`${variable.name} is ${JSON.stringify(value)}; expected ${variable.shape}.`);
    }
    values[variable.name] = value;
  }
  if (problems.length)
    throw new Error(`Third-party settings with the wrong shape:\n${problems.join('\n')}`);
  return values;
}

/** The hosts a service's requests go to, from its CSP sources. */
export const hostsOf = (party: ThirdParty): string[] => [
  ...new Set(
    Object.values(party.csp).flatMap((sources) =>
      (sources ?? []).map((source) => source.replace(/^[a-z]+:\/\//, '')),
    ),
  ),
];

/** How the privacy pages write a stored item's name in words. */
export const storedItemName = (item: StoredItem): string =>
  item.nameContinues ? `${item.name} followed by ${item.nameContinues}` : item.name;

/** How the privacy pages write a service's consent category. */
export const consentLabel = (party: ThirdParty): string =>
  party.category
    ? consentCategories[party.category].label
    : 'Not asked: starts only when you use it';
