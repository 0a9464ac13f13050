/**
 * Every screen of Portico Panel and Portico Admin that a page names by its menu path in bold
 * (`**Files → Backups**`, user menu → **Account settings**), with the doc that describes it, per docs
 * version: a screen the docs name has a page of its own in that version. `tests/unit/screens.test.ts`
 * checks every bold menu path of every page against this list, and that each doc exists.
 */

import frozenDocsData from './frozen-docs-data.json';
import {docsVersions} from './releases';

export interface Screen {
  /** The menu path as pages write it in bold, sections joined by ` → `. */
  readonly path: string;
  /** The doc's id in its version: its path under the version's folder, without the extension. */
  readonly doc: string;
}

/**
 * The screens of the current docs. A path may stand twice when both interfaces have a screen of that name
 * (Advanced → Cron jobs in the panel and in the admin).
 */
const currentScreens: readonly Screen[] = [
  {path: 'Account → Account activity', doc: 'panel/account/account-activity'},
  {path: 'Account → Active sessions', doc: 'panel/account/active-sessions'},
  {path: 'Account → Favorites', doc: 'panel/account/favorites'},
  {path: 'Account → Language', doc: 'panel/account/language'},
  {path: 'Account → Login history', doc: 'panel/account/login-history'},
  {path: 'Account → Notifications', doc: 'panel/account/notifications'},
  {path: 'Account → Two-factor authentication', doc: 'panel/account/two-factor-authentication'},
  {path: 'User menu → Account settings', doc: 'panel/account/account-settings'},
  {path: 'User menu → Account settings', doc: 'admin/accounts/administrators'},
  {path: 'Accounts → Administrators', doc: 'admin/accounts/administrators'},
  {path: 'Accounts → Resellers', doc: 'admin/accounts/resellers'},
  {path: 'Accounts → Users', doc: 'admin/accounts/users'},
  {path: 'Admin → License', doc: 'admin/license'},
  {path: 'Advanced → Cron jobs', doc: 'panel/advanced/cron-jobs'},
  {path: 'Advanced → Cron jobs', doc: 'admin/advanced/cron-jobs'},
  {path: 'Advanced → Demo mode', doc: 'admin/advanced/demo-mode'},
  {path: 'Advanced → MySQL configuration', doc: 'panel/advanced/mysql-configuration'},
  {path: 'Advanced → Process manager', doc: 'panel/advanced/process-manager'},
  {path: 'Advanced → Processes', doc: 'admin/advanced/processes'},
  {path: 'Advanced → Reboot', doc: 'admin/advanced/reboot'},
  {path: 'Advanced → Resource usage', doc: 'panel/advanced/resource-usage'},
  {path: 'Advanced → Root password', doc: 'admin/advanced/root-password'},
  {path: 'Advanced → SSH', doc: 'admin/advanced/ssh'},
  {path: 'Advanced → Server info', doc: 'panel/advanced/server-info'},
  {path: 'Advanced → Services', doc: 'panel/advanced/services'},
  {path: 'Advanced → Terminal', doc: 'admin/advanced/terminal'},
  {path: 'Advanced → Timezone', doc: 'admin/advanced/timezone'},
  {path: 'Advanced → WAF', doc: 'panel/advanced/waf'},
  {path: 'Advanced → Web server settings', doc: 'panel/advanced/web-server-settings'},
  {path: 'Advanced → cPanel import', doc: 'admin/advanced/cpanel-import'},
  {path: 'Applications → Node.js', doc: 'panel/applications/nodejs-pm2'},
  {path: 'Applications → Site builder', doc: 'panel/applications/site-builder'},
  {path: 'Applications → WordPress', doc: 'panel/applications/wordpress'},
  {path: 'Caching → Elasticsearch', doc: 'panel/caching/elasticsearch'},
  {path: 'Caching → Memcached', doc: 'panel/caching/memcached'},
  {path: 'Caching → OpenSearch', doc: 'panel/caching/opensearch'},
  {path: 'Caching → Redis', doc: 'panel/caching/redis'},
  {path: 'Caching → Varnish', doc: 'panel/caching/varnish'},
  {path: 'Containers → Change stack', doc: 'panel/containers/change-stack'},
  {path: 'Containers → Images', doc: 'panel/containers/images'},
  {path: 'Containers → Logs', doc: 'panel/containers/logs'},
  {path: 'Containers → MySQL', doc: 'panel/containers/mysql'},
  {path: 'Containers → Terminal', doc: 'panel/containers/terminal'},
  {path: 'Containers → Web server', doc: 'panel/containers/web-server'},
  {path: 'Domains → Add domain', doc: 'panel/domains/add-domain'},
  {path: 'Domains → Capitalize', doc: 'panel/domains/capitalize'},
  {path: 'Domains → DNS', doc: 'panel/domains/dns'},
  {path: 'Domains → DNS cluster', doc: 'admin/domains/dns-cluster'},
  {path: 'Domains → DNS templates', doc: 'admin/domains/dns-templates'},
  {path: 'Domains → DNS zones', doc: 'admin/domains/dns'},
  {path: 'Domains → Document root', doc: 'panel/domains/document-root'},
  {path: 'Domains → File templates', doc: 'admin/domains/file-templates'},
  {path: 'Domains → GoAccess', doc: 'panel/domains/goaccess'},
  {path: 'Domains → Logs', doc: 'panel/domains/logs'},
  {path: 'Domains → Redirects', doc: 'panel/domains/redirects'},
  {path: 'Domains → SSL', doc: 'panel/domains/ssl'},
  {path: 'Domains → Virtual hosts', doc: 'panel/domains/virtual-hosts'},
  {path: 'Emails → Filters', doc: 'panel/emails/filters'},
  {path: 'Emails → Import', doc: 'panel/emails/import'},
  {path: 'Emails → New account', doc: 'panel/emails/new-account'},
  {path: 'Emails → Settings', doc: 'admin/emails/settings'},
  {path: 'Emails → Summary', doc: 'admin/emails/summary'},
  {path: 'Emails → Webmail', doc: 'panel/emails/webmail'},
  {path: 'Files → Backups', doc: 'panel/files/backups'},
  {path: 'Files → Disk usage', doc: 'panel/files/disk-usage'},
  {path: 'Files → Download from URL', doc: 'panel/files/wget'},
  {path: 'Files → FTP accounts', doc: 'panel/files/ftp'},
  {path: 'Files → File manager', doc: 'panel/files/file-manager'},
  {path: 'Files → Fix permissions', doc: 'panel/files/fix-permissions'},
  {path: 'Files → Inodes explorer', doc: 'panel/files/inodes-explorer'},
  {path: 'Files → Malware scanner', doc: 'panel/files/malware-scanner'},
  {path: 'Files → Trash', doc: 'panel/files/trash'},
  {path: 'MySQL → Assign user', doc: 'panel/mysql/assign-user'},
  {path: 'MySQL → Databases', doc: 'panel/mysql/databases'},
  {path: 'MySQL → Import', doc: 'panel/mysql/import'},
  {path: 'MySQL → New database', doc: 'panel/mysql/new-database'},
  {path: 'MySQL → New user', doc: 'panel/mysql/new-user'},
  {path: 'MySQL → Process list', doc: 'panel/mysql/processlist'},
  {path: 'MySQL → Remote access', doc: 'panel/mysql/remote-access'},
  {path: 'MySQL → Users', doc: 'panel/mysql/users'},
  {path: 'MySQL → Wizard', doc: 'panel/mysql/wizard'},
  {path: 'MySQL → phpMyAdmin', doc: 'panel/mysql/phpmyadmin'},
  {path: 'PHP → Default version', doc: 'panel/php/default-version'},
  {path: 'PHP → Domains', doc: 'panel/php/domains'},
  {path: 'PHP → Extensions', doc: 'panel/php/extensions'},
  {path: 'PHP → INI editor', doc: 'panel/php/ini-editor'},
  {path: 'PHP → Limits', doc: 'panel/php/limits'},
  {path: 'PHP → Options', doc: 'panel/php/options'},
  {path: 'Plans → Feature manager', doc: 'admin/plans/feature-manager'},
  {path: 'Plans → Hosting plans', doc: 'admin/plans/hosting-plans'},
  {path: 'Security → Basic auth', doc: 'admin/security/basic-auth'},
  {path: 'Security → Disable admin', doc: 'admin/security/disable-admin'},
  {path: 'Security → Firewall', doc: 'admin/security/firewall'},
  {path: 'Security → ImunifyAV', doc: 'admin/security/imunifyav'},
  {path: 'Security → WAF', doc: 'admin/security/waf'},
  {path: 'Services → FTP', doc: 'admin/services/ftp'},
  {path: 'Services → Limits', doc: 'admin/services/limits'},
  {path: 'Services → Logs', doc: 'admin/services/logs'},
  {path: 'Services → Status', doc: 'admin/services/status'},
  {path: 'Settings → API', doc: 'admin/settings/api'},
  {path: 'Settings → Custom code', doc: 'admin/settings/custom-code'},
  {path: 'Settings → Defaults', doc: 'admin/settings/defaults'},
  {path: 'Settings → General', doc: 'admin/settings/general'},
  {path: 'Settings → Locales', doc: 'admin/settings/locales'},
  {path: 'Settings → Modules', doc: 'admin/settings/modules'},
  {path: 'Settings → Notifications', doc: 'admin/settings/notifications'},
  {path: 'Settings → PHP', doc: 'admin/settings/php'},
  {path: 'Settings → Panel', doc: 'admin/settings/panel'},
  {path: 'Settings → Updates', doc: 'admin/settings/updates'},
];

/**
 * Screens by docs version: the current docs', and each frozen version's as `npm run docs:cut` froze it
 * (`frozen-docs-data.json`).
 */
export const screens: Readonly<Record<string, readonly Screen[]>> = {
  ...Object.fromEntries(
    Object.entries(frozenDocsData as Record<string, {screens: readonly Screen[]}>).map(
      ([version, data]) => [version, data.screens],
    ),
  ),
  [docsVersions.current]: currentScreens,
};

/**
 * Menu paths of other software that articles walk through (mail clients, billing systems, a cloud
 * provider, WordPress): named in bold like Portico's screens, but documented by their makers.
 */
export const otherSoftwareMenus: Readonly<Record<string, readonly string[]>> = {
  'Apple Mail': ['Mail → Add Account', 'Mail → Settings', 'Window → Connection Doctor'],
  'iOS Mail': [
    'Settings → Apps → Mail → Mail Accounts → Add Account',
    'Settings → Mail → Accounts → Add Account',
    'Mail Accounts → Fetch New Data',
    'Account → Advanced',
    'Account → SMTP → mail.acme.example',
  ],
  Outlook: [
    'Accounts → Email accounts',
    'File → Add Account',
    'File → Account Settings → Account Settings',
  ],
  Thunderbird: ['New Account → Email', 'Account Settings → Account Actions → Add Mail Account'],
  WHMCS: [
    'Configuration → System Settings → Servers',
    'Configuration → System Settings → Products/Services',
    'Configuration → System Logs → Module Log',
  ],
  FOSSBilling: ['System → Hosting plans and servers'],
  DigitalOcean: ['Create → Droplets'],
  WordPress: ['Settings → Permalinks'],
};
