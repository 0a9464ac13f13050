/**
 * The facts behind /cpanel-alternative/, /plesk-alternative/ and
 * /cyberpanel-alternative/. One template renders all three. Every row states
 * something the reader can check on the vendor's own site, as of `comparisonAsOf`,
 * which the pages render (in their description too); Portico's own column comes
 * from the data that decides each of its facts.
 */
import {editions, formatPrice, support} from './editions';
import {architectures, supportedOs} from './platforms';
import {ports} from './company';

export const comparisonAsOf = '2026-11-01';

export type ComparisonRowId =
  | 'license'
  | 'price'
  | 'source'
  | 'os'
  | 'webServers'
  | 'isolation'
  | 'databases'
  | 'mail'
  | 'dns'
  | 'ports';

export const comparisonRows: ReadonlyArray<{id: ComparisonRowId; label: string}> = [
  {id: 'license', label: 'License'},
  {id: 'price', label: 'Price model'},
  {id: 'source', label: 'Source code'},
  {id: 'os', label: 'Operating systems'},
  {id: 'webServers', label: 'Web servers'},
  {id: 'isolation', label: 'Account isolation'},
  {id: 'databases', label: 'Databases'},
  {id: 'mail', label: 'Mail'},
  {id: 'dns', label: 'DNS'},
  {id: 'ports', label: 'Web interface ports'},
];

export type ComparisonValues = Record<ComparisonRowId, string>;

const enterprise = editions.find((edition) => edition.id === 'enterprise')!;
const joined = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export const porticoValues: ComparisonValues = {
  license: 'Community: free Portico Community License. Enterprise: per-server subscription',
  price: `Community free with no account limit; Enterprise ${formatPrice(enterprise.monthly)} per server per month`,
  source: 'Published at git.portico.example',
  os: `${supportedOs.map((os) => os.name).join(', ')}; ${joined(architectures.map((architecture) => architecture.id))}`,
  webServers: 'Nginx, Apache or OpenLiteSpeed per account, optional Varnish',
  isolation: 'Each account in its own rootless containers',
  databases: 'MySQL 8.4 or MariaDB 11 per account',
  mail: 'Postfix, Dovecot, SnappyMail and Roundcube (Enterprise)',
  dns: 'BIND 9, optional [DNS cluster](/docs/admin/domains/dns-cluster/) (Enterprise)',
  ports: `${ports.panel} (users), ${ports.admin} (administrators)`,
};

export interface Competitor {
  /** Route segment: `/<slug>-alternative/`. */
  readonly slug: 'cpanel' | 'plesk' | 'cyberpanel';
  readonly name: string;
  readonly vendorUrl: string;
  readonly title: string;
  /** What the page compares; the page adds the date its facts are as of. */
  readonly description: string;
  readonly lead: string;
  readonly values: ComparisonValues;
  /** How accounts move to Portico from this panel. */
  readonly movingToPortico: string;
  readonly migrationGuide: string;
  /** Where the other panel is the better choice: said plainly. */
  readonly theirStrengths: readonly string[];
  /** What Portico does differently, for the reader to weigh. */
  readonly porticoDifferences: readonly string[];
}

export const competitors: readonly Competitor[] = [
  {
    slug: 'cpanel',
    name: 'cPanel & WHM',
    vendorUrl: 'https://cpanel.net',
    title: 'A cPanel alternative with per-account containers',
    description:
      'Portico compared with cPanel & WHM: licensing, supported systems, isolation, mail and how accounts move across',
    lead: 'cPanel & WHM is the panel many hosting customers learned on. Portico keeps the familiar ports and the split between a user panel and an admin panel, and changes what runs underneath: every account gets containers of its own.',
    values: {
      license: 'Proprietary, licensed per server',
      price: 'Monthly license priced by the number of accounts',
      source: 'Closed',
      os: 'AlmaLinux, Rocky Linux, CloudLinux and Ubuntu LTS releases',
      webServers: 'Apache through EasyApache 4; LiteSpeed and an Nginx proxy as options',
      isolation: 'A Linux user per account; CageFS with CloudLinux',
      databases: 'MySQL or MariaDB, one server shared by all accounts',
      mail: 'Exim and Dovecot, webmail included',
      dns: 'BIND or PowerDNS, DNS clustering',
      ports: '2083 (cPanel), 2087 (WHM)',
    },
    movingToPortico:
      'Portico Admin imports full cPanel backups one account at a time: files, databases, domains, DNS zones and cron jobs come across, and mailboxes too on Enterprise. Certificates are issued anew.',
    migrationGuide: '/docs/articles/transfers/from-cpanel/',
    theirStrengths: [
      'A very large catalog of third-party plugins and a long track record with hosting companies.',
      'CloudLinux integration for shared servers with hundreds of accounts per machine.',
      'Many hosting customers already know its screens.',
    ],
    porticoDifferences: [
      'Each account runs its own web server, PHP-FPM and database containers instead of sharing one stack.',
      'Community is free with no account limit; Enterprise is a flat price per server.',
      'Runs on Debian as well as Ubuntu and the RHEL family, on x86_64 and arm64.',
    ],
  },
  {
    slug: 'plesk',
    name: 'Plesk',
    vendorUrl: 'https://www.plesk.com',
    title: 'A Plesk alternative for Linux hosting servers',
    description:
      'Portico compared with Plesk: editions and pricing, operating systems, web servers, isolation and moving sites across',
    lead: 'Plesk serves Linux and Windows servers with one interface and a large extension catalog. Portico does one thing, Linux hosting, and puts each account in containers of its own.',
    values: {
      license: 'Proprietary, licensed per server',
      price: 'Monthly license by edition (Web Admin, Web Pro, Web Host)',
      source: 'Closed',
      os: 'Debian, Ubuntu, AlmaLinux, Rocky Linux, RHEL, CloudLinux and Windows Server',
      webServers: 'Nginx in front of Apache by default on Linux; IIS on Windows',
      isolation: 'A system user per subscription, PHP-FPM pools per domain',
      databases: 'MySQL or MariaDB, plus Microsoft SQL Server on Windows',
      mail: 'Postfix or qmail with Dovecot, webmail included',
      dns: 'BIND, with slave DNS through an extension',
      ports: '8443 (HTTPS), 8880 (HTTP)',
    },
    movingToPortico:
      'There is no automatic Plesk import. The transfer guide moves each site with its files, database dump and DNS zone, and its mailboxes on Enterprise, and checks it before DNS changes.',
    migrationGuide: '/docs/articles/transfers/from-plesk/',
    theirStrengths: [
      'Windows Server hosting with IIS and Microsoft SQL Server, which Portico does not offer.',
      'A wide extension catalog, including WordPress tooling and Docker management.',
      'One panel for agencies that manage both Linux and Windows sites.',
    ],
    porticoDifferences: [
      'Containers per account, with the web server and database engine chosen per account.',
      'A free Community edition with no limit on accounts or domains.',
      `The familiar ${ports.panel} and ${ports.admin} ports, and a command-line tool for accounts, plans, domains, DNS, certificates, backups, services and the firewall.`,
    ],
  },
  {
    slug: 'cyberpanel',
    name: 'CyberPanel',
    vendorUrl: 'https://cyberpanel.net',
    title: 'A CyberPanel alternative with a choice of web server',
    description:
      'Portico compared with CyberPanel: license, web servers, isolation, mail, DNS and moving sites across',
    lead: 'CyberPanel is a free panel built around OpenLiteSpeed. Portico also offers OpenLiteSpeed, next to Nginx and Apache, and runs each account in its own containers.',
    values: {
      license: 'Open source (GPL-3.0); paid add-ons',
      price: 'Free; LiteSpeed Enterprise and add-ons are paid',
      source: 'Published on GitHub',
      os: 'Ubuntu LTS, AlmaLinux and CloudLinux releases',
      webServers: 'OpenLiteSpeed, or LiteSpeed Enterprise with a paid license',
      isolation: 'A system user per website',
      databases: 'MariaDB, one server shared by all sites',
      mail: 'Postfix and Dovecot with SnappyMail',
      dns: 'PowerDNS',
      ports: '8090',
    },
    movingToPortico:
      'There is no automatic CyberPanel import. The transfer guide moves each website with its files, database and DNS records, and its mailboxes on Enterprise.',
    migrationGuide: '/docs/articles/transfers/from-cyberpanel/',
    theirStrengths: [
      'Tight integration with LiteSpeed caching for WordPress.',
      'Free, with source code open under the GPL.',
      'A single server stack that is simple to reason about on small servers.',
    ],
    porticoDifferences: [
      'Nginx and Apache as well as OpenLiteSpeed, switchable per account.',
      'Per-account databases and caches instead of one shared server.',
      `An Enterprise edition with priority support and a ${support.outageResponseHours}-hour response for outages.`,
    ],
  },
];
