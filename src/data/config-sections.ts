/**
 * The sections of `/etc/portico/portico.conf` and the docs pages (ids under `docs/`) that describe
 * their keys: the reference entry of each setting. `tests/unit/config-keys.test.ts` checks that every
 * key a page writes, in a `portico.conf` block or a `portico config set|get`, is described on one of
 * its section's pages, and that each of those pages exists.
 */
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
