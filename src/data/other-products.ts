/**
 * Other companies and their products that pages describe. What a page says of one (its price, license,
 * limits, defaults, what it blocks or ships) was true on a day and may stop being true, so WRITING.md
 * asks for an "as of" date: `tests/unit/other-products.test.ts` finds such sentences by these names.
 * The comparison pages' competitors come from src/data/comparisons.ts.
 */
import {competitors} from './comparisons';

/** "cPanel & WHM" is two names a sentence may use on their own. */
const competitorNames = competitors.flatMap((competitor) => competitor.name.split(' & '));

export const otherProducts: Readonly<Record<string, readonly string[]>> = {
  'hosting panels and their add-ons': [...competitorNames, 'DirectAdmin', 'Softaculous'],
  'server software sold by others': [
    'CloudLinux',
    'ImunifyAV',
    'Imunify360',
    'LiteSpeed',
    'Ezeelogin',
  ],
  'billing systems': ['WHMCS', 'FOSSBilling'],
  'cloud and server providers': [
    'DigitalOcean',
    'Azure',
    'AWS',
    'Hetzner',
    'Vultr',
    'Linode',
    'OVHcloud',
    'LogicWeb',
  ],
  /** What a cloud calls a part of its own service, which a page may name without the cloud's name. */
  'services of those providers': ['network security group'],
  'registrars and DNS hosts': ['Cloudflare', 'GoDaddy'],
  'certificate authorities': ["Let's Encrypt"],
  browsers: ['Chrome', 'Firefox', 'Safari'],
  /** The desktop clients the FTP and remote database pages name. */
  'file transfer and database clients': ['FileZilla', 'DBeaver', 'MySQL Workbench'],
  /** Whose setup screens the mail client guides walk through, the phone systems included, and the mail services they know. */
  'mail clients': [
    'Outlook',
    'Thunderbird',
    'Apple Mail',
    'iOS Mail',
    'Gmail',
    'Samsung Email',
    'Microsoft 365',
    'iCloud',
    'iOS',
    'Android',
  ],
};

/**
 * The names under which pages describe how WordPress itself behaves (its scheduled tasks, its rewrite rules,
 * its updates). WordPress is also what Portico's WordPress manager installs, so only a sentence about what it
 * does on its own needs an "as of" date (`tests/unit/other-products.test.ts`).
 */
export const wordpressNames = ['WordPress', 'WP-Cron'] as const;
