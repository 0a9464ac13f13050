/** Contacts, community channels and the public demo, as every page states them. */
export const company = {
  name: 'Portico Labs',
  contacts: {
    general: 'hello@portico.example',
    sales: 'sales@portico.example',
    security: 'security@portico.example',
    /** Enterprise support tickets (the form on /support/ writes to it). */
    support: 'support@portico.example',
  },
} as const;

export const channels = {
  forum: 'https://community.portico.example',
  chat: 'https://chat.portico.example',
  source: 'https://git.portico.example/portico',
  issues: 'https://git.portico.example/portico/issues',
  translations: 'https://git.portico.example/portico/translations',
} as const;

/** The ports of the two web interfaces. */
export const ports = {panel: 2083, admin: 2087} as const;

export interface DemoLogin {
  readonly name: string;
  readonly url: string;
  readonly user: string;
  readonly password: string;
  readonly audience: string;
}

export const demo = {
  resetEveryMinutes: 60,
  logins: [
    {
      name: 'Portico Panel',
      url: `https://demo.portico.example:${ports.panel}`,
      user: 'demo',
      password: 'portico-demo',
      audience:
        'What a website owner sees: domains, files, email, databases, PHP and applications.',
    },
    {
      name: 'Portico Admin',
      url: `https://demo.portico.example:${ports.admin}`,
      user: 'admin',
      password: 'portico-demo',
      audience:
        'What a server administrator sees: accounts, plans, services, security and settings.',
    },
  ] satisfies DemoLogin[],
} as const;

/**
 * What demo mode refuses with "Disabled in demo mode", in both panels: the demo page lists it, and the Demo
 * mode doc, whose list `tests/unit/stated-facts.test.ts` holds to this one (a frozen docs version's doc to the
 * list `npm run docs:cut` froze with it, `demoModeBlocksOf`).
 */
export const demoModeBlocks: readonly string[] = [
  'deleting accounts, domains, databases, mailboxes, backups and files',
  'changing any password, including root, administrators and users, and adding or removing two-factor authentication',
  'the terminal, SSH, reboot and root password screens',
  'firewall, WAF and [basic auth](/docs/admin/security/basic-auth/) changes, and disabling the Admin login',
  'license actions, API tokens, updates and saving any page under Settings',
];

/** How often the demo resets, as pages say it: "every hour". */
export const demoResetLabel: string =
  demo.resetEveryMinutes === 60 ? 'every hour' : `every ${demo.resetEveryMinutes} minutes`;

/** Accounts used when visitors share a page. */
export const social = {
  xHandle: 'porticopanel',
  hashtags: ['Portico', 'webhosting'],
} as const;

/** The passive FTP port range the installer opens. */
export const ftpPassive = {from: 30000, to: 30100} as const;

/** Every port Portico opens on a fresh server, which a cloud firewall in front of it must let through too. */
export const openPorts: readonly string[] = [
  `TCP 22, 80, 443, ${ports.panel} and ${ports.admin}`,
  `TCP 21 and ${ftpPassive.from} to ${ftpPassive.to} for FTP`,
  'TCP and UDP 53 for DNS',
];

/** A rule of the firewall: the ports it opens, with the comment `portico firewall list` shows. */
export interface FirewallRule {
  readonly targets: readonly string[];
  readonly comment: string;
}

/** The rules the installer writes, in the order nftables applies them: the ports of `openPorts`. */
export const installerFirewallRules: readonly FirewallRule[] = [
  {targets: ['22/tcp'], comment: 'ssh'},
  {targets: ['80/tcp', '443/tcp'], comment: 'web'},
  {targets: [`${ports.panel}/tcp`, `${ports.admin}/tcp`], comment: 'panels'},
  {targets: ['21/tcp'], comment: 'ftp'},
  {targets: [`${ftpPassive.from}-${ftpPassive.to}/tcp`], comment: 'ftp passive'},
  {targets: ['53/tcp', '53/udp'], comment: 'dns'},
];

/** The ports a mail client connects to on the Enterprise mail server: IMAP and POP3 over TLS, and submission over TLS or with STARTTLS. */
export const mailClientPorts = {imap: 993, pop3: 995, submissionTls: 465, submission: 587} as const;

/** The ports of the Enterprise mail server: SMTP, mail submission (over TLS and with STARTTLS), then IMAP and POP3 over TLS. */
const mailServerPorts = [
  25,
  mailClientPorts.submissionTls,
  mailClientPorts.submission,
  mailClientPorts.imap,
  mailClientPorts.pop3,
];

/** `mailServerPorts` as the pages write them: "TCP 25, 465, 587, 993 and 995". */
export const mailPorts = `TCP ${mailServerPorts.slice(0, -1).join(', ')} and ${mailServerPorts.at(-1)}`;

/** The rule the Enterprise mail server adds when it is installed: the ports of `mailServerPorts`. */
export const mailFirewallRule: FirewallRule = {
  targets: mailServerPorts.map((port) => `${port}/tcp`),
  comment: 'mail',
};
