/**
 * The feature list, grouped. /features/ renders every group; the home page
 * shows the items marked `highlight`. Each item links the doc that covers it.
 */
import type {EditionId} from './editions';

export type FeatureIcon =
  | 'boxes'
  | 'globe'
  | 'lock'
  | 'mail'
  | 'database'
  | 'code'
  | 'zap'
  | 'shield'
  | 'users'
  | 'server'
  | 'terminal'
  | 'hard-drive'
  | 'bar-chart'
  | 'credit-card'
  | 'layers'
  | 'palette';

export interface Feature {
  readonly title: string;
  readonly text: string;
  readonly icon: FeatureIcon;
  readonly edition: EditionId;
  /** The doc route that explains it. */
  readonly doc: string;
  readonly highlight?: boolean;
}

export interface FeatureGroup {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly features: readonly Feature[];
}

export const featureGroups: readonly FeatureGroup[] = [
  {
    id: 'isolation',
    title: 'Isolation and the stack',
    intro:
      'Every account gets its own containers, so one site cannot read, slow down or break another.',
    features: [
      {
        title: 'Containers per account',
        text: 'Rootless Docker with one Compose project per account: web server, PHP-FPM, database and caches of its own.',
        icon: 'boxes',
        edition: 'community',
        doc: '/docs/panel/containers/change-stack/',
        highlight: true,
      },
      {
        title: 'Your choice of web server',
        text: 'Nginx, Apache or OpenLiteSpeed per account, switchable later, with optional Varnish in front.',
        icon: 'layers',
        edition: 'community',
        doc: '/docs/panel/containers/web-server/',
      },
      {
        title: 'PHP 5.6 to 8.4 side by side',
        text: 'A version per domain, extensions and php.ini options from a form, and an ini editor for the rest.',
        icon: 'code',
        edition: 'community',
        doc: '/docs/panel/php/domains/',
        highlight: true,
      },
      {
        title: 'MySQL 8.4 or MariaDB 11',
        text: 'A database server per account, with users, remote access, imports and phpMyAdmin single sign-on.',
        icon: 'database',
        edition: 'community',
        doc: '/docs/panel/mysql/databases/',
      },
      {
        title: 'Caches and search on demand',
        text: 'Redis and Memcached per account, plus Elasticsearch or OpenSearch on plans with 2 GiB of RAM or more, started from the panel.',
        icon: 'zap',
        edition: 'community',
        doc: '/docs/panel/caching/redis/',
      },
    ],
  },
  {
    id: 'sites',
    title: 'Domains and websites',
    intro:
      'From a new domain to a live site with a certificate, in a few minutes and without a ticket.',
    features: [
      {
        title: "Automatic Let's Encrypt",
        text: 'Caddy issues and renews certificates for every domain and subdomain as soon as DNS points at the server.',
        icon: 'lock',
        edition: 'community',
        doc: '/docs/panel/domains/ssl/',
        highlight: true,
      },
      {
        title: 'DNS on BIND 9',
        text: 'A zone editor for A, AAAA, CNAME, MX, TXT, SRV, CAA and NS records, with templates for new zones.',
        icon: 'globe',
        edition: 'community',
        doc: '/docs/panel/domains/dns/',
      },
      {
        title: 'WordPress manager',
        text: 'Install WordPress in one form, sign in to its dashboard from the panel, and keep core, plugins and themes updated.',
        icon: 'layers',
        edition: 'community',
        doc: '/docs/panel/applications/wordpress/',
      },
      {
        title: 'Node.js under PM2',
        text: 'Run Node.js apps behind your domains, with restarts, logs and environment variables in the panel.',
        icon: 'terminal',
        edition: 'community',
        doc: '/docs/panel/applications/nodejs-pm2/',
      },
      {
        title: 'Web statistics with GoAccess',
        text: 'Visitor reports built from your own access logs, with nothing sent to a third party.',
        icon: 'bar-chart',
        edition: 'community',
        doc: '/docs/panel/domains/goaccess/',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    intro: 'Sensible defaults on day one, and the tools to see and stop attacks after.',
    features: [
      {
        title: 'ModSecurity with the OWASP Core Rule Set',
        text: 'A web application firewall in front of every site, with per-domain switches and rule exclusions.',
        icon: 'shield',
        edition: 'community',
        doc: '/docs/admin/security/waf/',
        highlight: true,
      },
      {
        title: 'nftables firewall',
        text: 'Ports and addresses allowed or denied from the admin panel or with portico firewall.',
        icon: 'shield',
        edition: 'community',
        doc: '/docs/admin/security/firewall/',
      },
      {
        title: 'Malware scanning',
        text: 'ClamAV scans of account files from the panel, and [ImunifyAV](/docs/admin/security/imunifyav/) integration on Enterprise.',
        icon: 'shield',
        edition: 'community',
        doc: '/docs/panel/files/malware-scanner/',
      },
      {
        title: 'Two-factor sign-in and session control',
        text: 'TOTP for every user, login history, and active sessions that can be ended from anywhere.',
        icon: 'lock',
        edition: 'community',
        doc: '/docs/panel/account/two-factor-authentication/',
      },
    ],
  },
  {
    id: 'business',
    title: 'For providers and resellers',
    intro: 'What you need to sell hosting: resellers, plans, branding, billing and mail.',
    features: [
      {
        title: 'Mail and webmail',
        text: 'Postfix and Dovecot with SnappyMail or Roundcube, filters, imports and per-address quotas.',
        icon: 'mail',
        edition: 'enterprise',
        doc: '/docs/panel/emails/new-account/',
        highlight: true,
      },
      {
        title: 'Reseller accounts',
        text: 'Resellers who sell their own share of the server under hosting plans with disk, inode, CPU and memory limits.',
        icon: 'users',
        edition: 'enterprise',
        doc: '/docs/admin/accounts/resellers/',
        highlight: true,
      },
      {
        title: 'Billing modules',
        text: 'WHMCS and FOSSBilling create, suspend and upgrade accounts, and sign customers straight into the panel.',
        icon: 'credit-card',
        edition: 'enterprise',
        doc: '/docs/articles/extensions/whmcs/',
      },
      {
        title: 'Custom branding and feature manager',
        text: 'Your [logo, colors and code](/docs/articles/user-experience/custom-branding/) in the panel, and per-plan control over which screens users see.',
        icon: 'palette',
        edition: 'enterprise',
        doc: '/docs/admin/plans/feature-manager/',
      },
      {
        title: 'DNS cluster',
        text: 'Secondary name servers that follow every zone change through TSIG-signed transfers.',
        icon: 'server',
        edition: 'enterprise',
        doc: '/docs/admin/domains/dns-cluster/',
      },
    ],
  },
  {
    id: 'operations',
    title: 'Operations',
    intro: 'Built for the administrator at a root shell as much as for the one in a browser.',
    features: [
      {
        title: 'The portico command',
        text: 'Users, plans, domains, DNS, certificates, backups and services from the shell, scriptable end to end.',
        icon: 'terminal',
        edition: 'community',
        doc: '/docs/admin/cli-reference/commands/',
        highlight: true,
      },
      {
        title: 'REST API',
        text: 'Accounts, plans, domains and more over HTTPS, with read or read-and-write bearer tokens, for your own automation.',
        icon: 'code',
        edition: 'community',
        doc: '/docs/admin/settings/api/',
      },
      {
        title: 'Backups and restores',
        text: 'Nightly account backups, seven kept, and restores of a whole account, one folder or one database.',
        icon: 'hard-drive',
        edition: 'community',
        doc: '/docs/panel/files/backups/',
      },
      {
        title: 'Updates without surprises',
        text: 'Patch releases install themselves overnight; minor releases wait for you.',
        icon: 'server',
        edition: 'community',
        doc: '/docs/admin/settings/updates/',
      },
    ],
  },
];

export const allFeatures = (): Feature[] => featureGroups.flatMap((group) => group.features);
