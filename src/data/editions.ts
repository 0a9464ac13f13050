/** The two editions, their prices, the trial and the partner tiers. */
import {formatMoney} from './money';

export type EditionId = 'community' | 'enterprise';

export interface Edition {
  readonly id: EditionId;
  readonly name: string;
  readonly summary: string;
  /** Price per server per month in US dollars; 0 for free. */
  readonly monthly: number;
  /** Price per server per year in US dollars; 0 for free. */
  readonly yearly: number;
  readonly highlights: readonly string[];
}

export const support = {
  enterpriseResponseHours: 24,
  outageResponseHours: 4,
} as const;

export const editions: readonly Edition[] = [
  {
    id: 'community',
    name: 'Community',
    summary:
      'Free forever, with no limit on accounts. Everything a single server needs to host websites.',
    monthly: 0,
    yearly: 0,
    highlights: [
      'Full user panel and admin panel',
      'Per-account containers',
      'portico command-line tool',
      "Let's Encrypt certificates",
      'Backups and restores',
      'ModSecurity WAF and nftables firewall',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    summary:
      'For providers and resellers: mail, reseller accounts, DNS clustering, billing and priority support.',
    monthly: 14.95,
    yearly: 149.5,
    highlights: [
      'Everything in Community',
      '[Mail server and webmail](/docs/admin/emails/settings/)',
      '[Reseller accounts](/docs/admin/accounts/resellers/) and [feature manager](/docs/admin/plans/feature-manager/)',
      '[DNS cluster](/docs/admin/domains/dns-cluster/) and [ImunifyAV](/docs/admin/security/imunifyav/)',
      '[Custom branding](/docs/articles/user-experience/custom-branding/) and [billing modules](/docs/admin/settings/modules/)',
      `Priority support: ${support.enterpriseResponseHours} h, ${support.outageResponseHours} h for outages`,
    ],
  },
];

export const trial = {
  days: 30,
  cardRequired: false,
  perServer: 1,
  startedFrom: 'Admin → License',
} as const;

/**
 * The shape of an Enterprise license key as the support form takes it: in full, or masked as
 * `portico license info` prints it (`PTC-7F3K-****-****`), which is enough for support to find it.
 */
export const licenseKeyPattern = 'PTC-[A-Z0-9]{4}(-([A-Z0-9]{4}|\\*{4})){2}';

export interface PartnerTier {
  readonly minServers: number;
  /** Price per server per month in US dollars, billed monthly. */
  readonly monthly: number;
}

export const partnerTiers: readonly PartnerTier[] = [
  {minServers: 10, monthly: 9.95},
  {minServers: 50, monthly: 7.95},
  {minServers: 200, monthly: 5.95},
];

/** The partner tiers in one phrase, from the first tier's price to the lowest: a fact, and the Enterprise page's words. */
export const partnerTiersText = `${formatMoney(partnerTiers[0].monthly)} per server per month from ${partnerTiers[0].minServers} servers, down to ${formatMoney(partnerTiers.at(-1)!.monthly)} from ${partnerTiers.at(-1)!.minServers}`;

/** A row of the Community vs Enterprise table: true, false, or a short qualified value. */
export interface EditionRow {
  readonly feature: string;
  readonly community: boolean | string;
  readonly enterprise: boolean | string;
}

export const editionRows: readonly EditionRow[] = [
  {feature: 'Hosting accounts', community: 'Unlimited', enterprise: 'Unlimited'},
  {feature: 'User panel and admin panel', community: true, enterprise: true},
  {
    feature: 'Per-account containers (web, PHP, database, caches)',
    community: true,
    enterprise: true,
  },
  {feature: 'Nginx, Apache, OpenLiteSpeed and Varnish', community: true, enterprise: true},
  {feature: "Let's Encrypt certificates", community: true, enterprise: true},
  {feature: 'Backups and restores', community: true, enterprise: true},
  {feature: 'WAF (ModSecurity with OWASP CRS) and firewall', community: true, enterprise: true},
  {feature: 'REST API and command-line tool', community: true, enterprise: true},
  {feature: 'Mail server and webmail', community: false, enterprise: true},
  {feature: 'Reseller accounts', community: false, enterprise: true},
  {feature: 'DNS cluster', community: false, enterprise: true},
  {feature: 'ImunifyAV integration', community: false, enterprise: true},
  {feature: 'Feature manager', community: false, enterprise: true},
  {feature: 'Custom branding', community: false, enterprise: true},
  {feature: 'WHMCS and FOSSBilling modules', community: false, enterprise: 'Included'},
  {
    feature: 'Support',
    community: 'Community forum and chat',
    enterprise: `${support.enterpriseResponseHours} h response, ${support.outageResponseHours} h for outages`,
  },
];

export const formatPrice = (dollars: number): string =>
  dollars === 0 ? 'Free' : formatMoney(dollars);

/** The release that introduced the two editions; the docs of older releases describe one free product. */
export const editionsSince = '1.0.0';

/**
 * The current docs pages (paths under `docs/`) of each Enterprise-only row of `editionRows`.
 * These pages, and no others, say `edition: enterprise` in their front matter; a unit test holds both
 * sides, in every docs version since the editions (`npm run docs:cut` freezes this list with the docs).
 */
export const enterpriseFeatureDocs: Readonly<Record<string, readonly string[]>> = {
  'Mail server and webmail': [
    'panel/emails/new-account.md',
    'panel/emails/delete-account.md',
    'panel/emails/filters.md',
    'panel/emails/import.md',
    'panel/emails/webmail.md',
    'admin/emails/settings.md',
    'admin/emails/summary.md',
  ],
  'Reseller accounts': ['admin/accounts/resellers.md'],
  'DNS cluster': ['admin/domains/dns-cluster.md'],
  'ImunifyAV integration': ['admin/security/imunifyav.md'],
  'Feature manager': ['admin/plans/feature-manager.md'],
  'Custom branding': ['admin/settings/custom-code.md'],
  'WHMCS and FOSSBilling modules': [
    'articles/extensions/whmcs.md',
    'articles/extensions/fossbilling.md',
  ],
};

/** Where the docs say, once, what an Enterprise screen shows on a Community server. */
export const enterpriseOnCommunityDoc =
  '/docs/admin/license/#enterprise-screens-on-a-community-server';
