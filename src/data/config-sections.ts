/**
 * The sections of `/etc/portico/portico.conf` and the docs pages (ids under `docs/`) that describe
 * their keys: the reference entry of each setting. `tests/unit/config-keys.test.ts` checks that every
 * key a page of any docs version writes, in a block of its version's file or a `portico config set|get`,
 * is described on one of its section's pages in that version, and that each of those pages exists.
 * `npm run docs:cut` freezes the file and the sections with the docs (0.3.7's file is `portico.ini`).
 */
import {docsVersionData} from './docs-version-data';

export interface ConfigReference {
  /** The configuration file's path. */
  readonly file: string;
  /** Each section, with the ids of the pages, relative to the version's docs folder, that describe its keys. */
  readonly sections: Readonly<Record<string, readonly string[]>>;
}

export const configSections: Readonly<Record<string, readonly string[]>> = {
  admin: [
    'admin/settings/panel',
    'admin/advanced/demo-mode',
    'admin/security/basic-auth',
    'admin/security/disable-admin',
  ],
  api: ['admin/settings/api'],
  backups: ['admin/settings/defaults'],
  branding: ['admin/settings/custom-code'],
  defaults: ['admin/settings/defaults'],
  dns: ['admin/domains/dns'],
  firewall: ['admin/security/firewall'],
  ftp: ['admin/services/ftp'],
  imunifyav: ['admin/security/imunifyav'],
  license: ['admin/license'],
  limits: ['admin/services/limits'],
  locales: ['admin/settings/locales'],
  mail: ['admin/emails/settings'],
  modules: ['admin/settings/modules'],
  notifications: ['admin/settings/notifications'],
  panel: ['admin/settings/panel'],
  php: ['admin/settings/php'],
  server: ['admin/settings/general', 'admin/services/logs', 'admin/advanced/timezone'],
  updates: ['admin/settings/updates'],
  waf: ['admin/security/waf'],
};

export const currentConfig: ConfigReference = {
  file: '/etc/portico/portico.conf',
  sections: configSections,
};

/** The configuration file and sections of a docs version: the current data, or what was frozen with it. */
export const configOf = (docsVersion: string): ConfigReference =>
  docsVersionData(docsVersion, 'config', currentConfig);
