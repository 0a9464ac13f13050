/**
 * Capabilities that pages other than their own claim: each has the page a reader follows to do it.
 * `tests/unit/capability-pages.test.ts` fails on a current doc or a blog post that claims one without
 * linking one of its pages.
 */
export interface Capability {
  /** Words that claim the capability. */
  readonly claim: RegExp;
  /** The task or reference pages that show how, relative to `docs/`; the first is the one to link. */
  readonly pages: readonly string[];
}

export const capabilities: Readonly<Record<string, Capability>> = {
  'reseller-token': {
    claim: /\breseller's (?:API )?token\b|\btokens? (?:scoped|owned|limited) to a reseller\b/i,
    pages: ['admin/settings/api.md'],
  },
  'move-accounts': {
    claim:
      /\baccounts?\b[^.]{0,40}\b(?:to|between) (?:another|two|a new) Portico servers?\b|\bbackups restore on either\b|\baccounts move with their backup archives\b/i,
    pages: ['articles/transfers/between-portico-servers.md'],
  },
  'move-license': {
    claim: /\bmove (?:the|a|your) license\b|\blicense move\b/i,
    pages: ['articles/license/move-license.md', 'admin/license.md'],
  },
  'cpanel-import': {claim: /\bcPanel import\b/i, pages: ['admin/advanced/cpanel-import.md']},
  'feature-manager': {claim: /\bfeature manager\b/i, pages: ['admin/plans/feature-manager.md']},
  'dns-templates': {claim: /\bDNS templates?\b/, pages: ['admin/domains/dns-templates.md']},
  'dns-cluster': {claim: /\bDNS cluster\b/i, pages: ['admin/domains/dns-cluster.md']},
  imunifyav: {claim: /\bImunifyAV\b/, pages: ['admin/security/imunifyav.md']},
  resellers: {claim: /\breseller accounts?\b/i, pages: ['admin/accounts/resellers.md']},
  'basic-auth': {
    claim: /\bbasic auth\b|\bbasic authentication\b/i,
    pages: ['admin/security/basic-auth.md'],
  },
  'disable-admin': {claim: /\bDisable admin\b/, pages: ['admin/security/disable-admin.md']},
  'malware-scanner': {claim: /\bmalware scanner\b/i, pages: ['panel/files/malware-scanner.md']},
};
