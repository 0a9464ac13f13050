/**
 * Capabilities that pages other than their own claim: each has the page a reader follows to do it.
 * `tests/unit/capability-pages.test.ts` fails on a doc of any version that claims one without
 * linking one of its pages in that version, or, in a version older than the capability, without
 * naming and linking the release that brought it.
 */
import {docsVersionData} from './docs-version-data';

export interface Capability {
  /** Words that claim the capability. */
  readonly claim: RegExp;
  /** The task or reference pages that show how, relative to `docs/`; the first is the one to link. */
  readonly pages: readonly string[];
  /** The release that brought it. */
  readonly since: string;
}

export const capabilities: Readonly<Record<string, Capability>> = {
  'reseller-token': {
    claim: /\breseller's (?:API )?token\b|\btokens? (?:scoped|owned|limited) to a reseller\b/i,
    pages: ['admin/settings/api.md'],
    since: '1.0.0',
  },
  'rotate-api-token': {
    claim:
      /\b(?:rotate|rotates|rotating|rotation)\b[^.|]{0,40}\btokens?\b|\btokens?\b[^.|]{0,60}\b(?:rotate|rotates|rotating|rotation)\b|\breminder to rotate\b|\btokens (?:they|the administrator) (?:created|made)\b/i,
    pages: ['admin/settings/api.md'],
    // A new token and the revocation of the old one: both since the API arrived. A page that says an
    // administrator's tokens stop with their login sends the reader to rotate them first.
    since: '0.2.8',
  },
  'edit-api-token': {
    claim:
      /\b(?:add|adds|put|remove|change|edit)\b[^.|]{0,60}\btoken's (?:IP )?(?:allow list|\*\*Allowed IPs\*\*)/i,
    pages: ['admin/settings/api.md'],
    // **Edit** on a token's row came with the token screen of 1.0.0; a 0.3 token's list was set when it was made.
    since: '1.0.0',
  },
  'move-accounts': {
    claim:
      /\baccounts?\b[^.]{0,40}\b(?:to|between) (?:another|two|a new) Portico servers?\b|\bbackups restore on either\b|\baccounts move with their backup archives\b/i,
    pages: ['articles/transfers/between-portico-servers.md'],
    // A nightly archive restores on another server since backups arrived.
    since: '0.1.4',
  },
  'two-factor': {
    claim:
      /\b(?:turn(?:s|ed)? on|enables?|enabling|set(?:s|ting)? up|switch(?:es)? on) (?:two-factor authentication|2FA)\b/i,
    pages: ['panel/account/two-factor-authentication.md', 'admin/accounts/administrators.md'],
    since: '0.1.6',
  },
  'sign-in-as-user': {
    claim:
      /\bwithout knowing (?:its|their|the owner's) password\b|\bsign in as (?:that|the|its) user\b|\*\*Log in as user\*\*/i,
    pages: ['admin/accounts/users.md', 'admin/cli-reference/user.md'],
    // The row menu of Users has offered it since the first release.
    since: '0.1.0',
  },
  'move-license': {
    claim: /\bmove (?:the|a|your) license\b|\blicense move\b/i,
    pages: ['articles/license/move-license.md', 'admin/license.md'],
    since: '1.0.0',
  },
  'cpanel-import': {
    claim: /\bcPanel import\b/i,
    pages: ['admin/advanced/cpanel-import.md'],
    since: '1.5.2',
  },
  'domain-to-another-account': {
    claim:
      /\b(?:mov(?:e|es|ing)|transfer(?:s|ring)?|giv(?:e|es|ing)) (?:it|a domain|the domain|domains) (?:between accounts|to (?:another|the other|yours|your) account)\b/i,
    pages: ['admin/cli-reference/domain.md'],
    // A domain has belonged to one account at a time since the first release.
    since: '0.1.0',
  },
  'imported-forwarders': {
    claim: /\bmail,? and forwarders\b|\bforwarders (?:come|become|are imported)\b/i,
    pages: ['panel/emails/filters.md'],
    // The cPanel import brought mail, and its forwarders, in 1.5.3.
    since: '1.5.3',
  },
  'feature-manager': {
    claim: /\bfeature manager\b/i,
    pages: ['admin/plans/feature-manager.md'],
    since: '1.3.3',
  },
  'dns-templates': {
    claim: /\bDNS templates?\b/,
    pages: ['admin/domains/dns-templates.md'],
    since: '1.4.1',
  },
  'dns-cluster': {
    claim: /\bDNS cluster\b/i,
    pages: ['admin/domains/dns-cluster.md'],
    since: '1.0.0',
  },
  imunifyav: {claim: /\bImunifyAV\b/, pages: ['admin/security/imunifyav.md'], since: '1.0.0'},
  resellers: {
    claim: /\breseller accounts?\b/i,
    pages: ['admin/accounts/resellers.md'],
    since: '0.2.0',
  },
  'basic-auth': {
    claim: /\bbasic auth\b|\bbasic authentication\b/i,
    pages: ['admin/security/basic-auth.md'],
    since: '1.6.0',
  },
  'disable-admin': {
    claim: /\bDisable admin\b/,
    pages: ['admin/security/disable-admin.md'],
    since: '1.6.3',
  },
  'custom-branding': {
    claim: /\bcustom branding\b|\bwhite[- ]label/i,
    pages: ['articles/user-experience/custom-branding.md', 'admin/settings/custom-code.md'],
    since: '1.0.0',
  },
  'fossbilling-module': {
    claim: /\bFOSSBilling module\b/i,
    pages: ['articles/extensions/fossbilling.md', 'admin/settings/modules.md'],
    since: '1.0.0',
  },
  'mail-server': {
    // What an edition adds, as its lists word it: not an app's own "Add Mail Account" button.
    claim: /\b[Mm]ail server (?:and|with) webmail\b|\bMail and webmail\b|\badds (?:the )?mail\b/,
    pages: ['admin/emails/settings.md', 'panel/emails/new-account.md'],
    // Mailboxes and webmail arrived in 0.3.0, as a beta of the Community panel.
    since: '0.3.0',
  },
  'billing-modules': {
    // The modules as something an edition adds or includes, not a page's aside that they keep working.
    claim:
      /\b(?:adds?|includes?)\b[^.]{0,300}\bbilling modules\b|\bbranding and billing modules\b/i,
    pages: [
      'admin/settings/modules.md',
      'articles/extensions/whmcs.md',
      'articles/extensions/fossbilling.md',
    ],
    // The WHMCS module came first, in 0.3.0; FOSSBilling joined it in 1.0.0.
    since: '0.3.0',
  },
  'whmcs-module': {
    claim: /\bWHMCS module\b/,
    pages: ['articles/extensions/whmcs.md', 'admin/settings/modules.md'],
    since: '0.3.0',
  },
  'wordpress-manager': {
    claim: /\bWordPress manager\b/i,
    pages: ['panel/applications/wordpress.md'],
    since: '0.2.0',
  },
  'malware-scanner': {
    claim: /\bmalware scanner\b/i,
    pages: ['panel/files/malware-scanner.md'],
    since: '1.1.2',
  },
  'move-from-plesk': {
    claim:
      /\b(?:mov(?:e|es|ing)|migrate|migrates|migrating|migration|transfer(?:s|ring)?|bring(?:s|ing)?)\b[^.]{0,30}\bfrom Plesk\b|\bPlesk\b[^.]*\bno importer\b|\bno importer\b[^.]*\bPlesk\b/i,
    pages: ['articles/transfers/from-plesk.md'],
    since: '1.0.0',
  },
  'move-from-cyberpanel': {
    claim:
      /\b(?:mov(?:e|es|ing)|migrate|migrates|migrating|migration|transfer(?:s|ring)?|bring(?:s|ing)?)\b[^.]{0,30}\bfrom CyberPanel\b|\bCyberPanel\b[^.]*\bno importer\b|\bno importer\b[^.]*\bCyberPanel\b/i,
    pages: ['articles/transfers/from-cyberpanel.md'],
    since: '1.0.0',
  },
};

/**
 * The pages of each capability in a docs version, relative to its docs folder: the current data, or
 * what `npm run docs:cut` froze with the version. A capability newer than the version is not there.
 */
export const capabilityPagesOf = (
  docsVersion: string,
): Readonly<Record<string, readonly string[]>> =>
  docsVersionData(
    docsVersion,
    'capabilities',
    Object.fromEntries(
      Object.entries(capabilities).map(([key, capability]) => [key, capability.pages]),
    ),
  );
