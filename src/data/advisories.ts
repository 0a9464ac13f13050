/**
 * Security advisories shown on /patches/. Each one matches the Security
 * section of the changelog page of the release that fixed it.
 */
export type Severity = 'low' | 'medium' | 'high' | 'critical';

export interface Advisory {
  /** Stable identifier, `PSA-YEAR-NN`. */
  readonly id: string;
  readonly title: string;
  readonly severity: Severity;
  /** Human-readable range of affected releases. */
  readonly affected: string;
  /** The release that fixed it; its changelog page carries the details. */
  readonly fixedIn: string;
  /** Publication day (ISO date), the day the fix shipped. */
  readonly date: string;
  readonly summary: string;
}

export const advisories: readonly Advisory[] = [
  {
    id: 'PSA-2026-03',
    title: 'phpMyAdmin single sign-on link could be reused',
    severity: 'high',
    affected: '1.0.0 to 1.6.5',
    fixedIn: '1.6.6',
    date: '2026-09-28',
    summary:
      'The one-click phpMyAdmin link stayed valid after first use for up to 10 minutes, so a link leaked through browser history or a proxy log opened the database of its owner. Links are now single-use and expire after 60 seconds.',
  },
  {
    id: 'PSA-2026-02',
    title: 'Cross-site request forgery on the basic auth screen',
    severity: 'medium',
    affected: '1.6.0 to 1.6.2',
    fixedIn: '1.6.3',
    date: '2026-07-20',
    summary:
      'The [Admin screen that puts HTTP basic authentication](/docs/admin/security/basic-auth/) in front of Portico Admin accepted changes without a CSRF token. A crafted page visited by a logged-in administrator could turn basic auth off. Every form on that screen now checks the token.',
  },
  {
    id: 'PSA-2026-01',
    title: 'Resellers could list accounts of other resellers through the API',
    severity: 'high',
    affected: '1.0.0 to 1.5.1',
    fixedIn: '1.5.2',
    date: '2026-03-02',
    summary:
      'The `owner` filter of `GET /api/users` was applied after the reseller scope instead of inside it, so a reseller token could list user names, plans and domains owned by another reseller. No data could be changed.',
  },
  {
    id: 'PSA-2025-05',
    title: 'Debug log could contain API bearer tokens',
    severity: 'low',
    affected: '1.0.0 to 1.4.0',
    fixedIn: '1.4.1',
    date: '2025-11-24',
    summary:
      'With `log_level = debug` set in `/etc/portico/portico.conf`, request headers of API calls, including the bearer token, were written to `/var/log/portico/api.log`. Tokens are now masked; [rotate any token](/docs/admin/settings/api/#rotate-a-token) used while debug logging was on.',
  },
  {
    id: 'PSA-2025-04',
    title: 'Server-side request forgery in Files → Download from URL',
    severity: 'medium',
    affected: '0.1.0 to 1.3.3',
    fixedIn: '1.3.4',
    date: '2025-10-06',
    summary:
      'The download-from-URL tool followed redirects to loopback and private addresses, which let a user read responses from services bound to the server itself. Requests to loopback, link-local and private ranges are now refused.',
  },
  {
    id: 'PSA-2025-03',
    title: 'Cron job commands could start outside the account containers',
    severity: 'critical',
    affected: '1.0.0 to 1.2.1',
    fixedIn: '1.2.2',
    date: '2025-07-14',
    summary:
      'A cron schedule saved with a crafted newline in its command field was written to the host crontab of the account user instead of the container scheduler, running commands on the host as that user. Cron entries are now validated and run only inside the account containers.',
  },
  {
    id: 'PSA-2025-02',
    title: 'Stored cross-site scripting in DNS record comments',
    severity: 'medium',
    affected: '0.1.0 to 1.1.2',
    fixedIn: '1.1.3',
    date: '2025-05-19',
    summary:
      'The comment field of a DNS record was rendered without escaping in the Admin DNS editor, so a user could run script in the browser of an administrator who opened the zone. Comments are now escaped everywhere they appear.',
  },
  {
    id: 'PSA-2025-01',
    title: 'Path traversal in the file manager download',
    severity: 'high',
    affected: '0.1.0 to 0.3.7',
    fixedIn: '0.3.8',
    date: '2025-01-27',
    summary:
      'A download request with an encoded `../` sequence could read files outside the home directory of the account, with the rights of the panel process. Paths are now resolved and checked against the home directory before any read. 1.0.0 shipped with the fix.',
  },
  {
    id: 'PSA-2024-01',
    title: 'WAF bypass with chunked request bodies',
    severity: 'medium',
    affected: '0.2.3 to 0.2.6',
    fixedIn: '0.2.7',
    date: '2024-10-14',
    summary:
      'Request bodies sent with chunked transfer encoding skipped ModSecurity body inspection, so OWASP Core Rule Set rules for request bodies did not apply to them. Chunked bodies are now buffered and inspected like any other.',
  },
];
