/**
 * The installer's options and the logic of the install-command builder on
 * /install/: it turns a visitor's choices into one command, or explains why
 * the choices cannot go together.
 */
import {latestRelease, releases} from './releases';
import {architectures, supportedOs, type Architecture} from './platforms';
import {mailClientPorts, ports} from './company';

export const INSTALL_URL = 'https://get.portico.example';
export const INSTALL_COMMAND = `bash <(curl -fsSL ${INSTALL_URL})`;

export const webServers = [
  {id: 'nginx', name: 'Nginx'},
  {id: 'apache', name: 'Apache'},
  {id: 'openlitespeed', name: 'OpenLiteSpeed'},
] as const;
export type WebServer = (typeof webServers)[number]['id'];

/** `defaultCollation`: what a new database of the engine sorts by unless the form picks another. */
export const databases = [
  {id: 'mysql', name: 'MySQL 8.4', defaultCollation: 'utf8mb4_0900_ai_ci'},
  {id: 'mariadb', name: 'MariaDB 11', defaultCollation: 'utf8mb4_uca1400_ai_ci'},
] as const;
export type Database = (typeof databases)[number]['id'];

export interface InstallerFlag {
  readonly flag: string;
  readonly description: string;
}

/** Every installer option, as `bash <(curl …) --help` lists them. */
export const installerFlags: readonly InstallerFlag[] = [
  {
    flag: '--hostname=NAME',
    description:
      'Fully qualified host name of the server; used for the panel certificate and mail.',
  },
  {
    flag: '--webserver=nginx|apache|openlitespeed',
    description:
      'Default web server for new accounts (Nginx when omitted). Accounts can switch later.',
  },
  {
    flag: '--database=mysql|mariadb',
    description: 'Default database engine for new accounts (MySQL 8.4 when omitted).',
  },
  {flag: '--no-mail', description: 'Skip Postfix, Dovecot and webmail (mail needs Enterprise).'},
  {flag: '--no-ftp', description: 'Skip Pure-FTPd.'},
  {
    flag: '--no-firewall',
    description: 'Leave the nftables firewall unconfigured; use this only behind another firewall.',
  },
  {flag: '--panel-port=N', description: `Port of Portico Panel instead of ${ports.panel}.`},
  {flag: '--admin-port=N', description: `Port of Portico Admin instead of ${ports.admin}.`},
  {flag: '--version=X.Y.Z', description: 'Install a given release instead of the newest.'},
  {
    flag: '--skip-requirements',
    description:
      'Continue when the memory or disk checks fail; the OS and port checks still apply. Unsupported.',
  },
  {flag: '--unattended', description: 'Ask no questions; needs --hostname.'},
  {
    flag: '--debug',
    description:
      'Print every step on the screen as well; the log in /var/log/portico/install.log is written either way.',
  },
];

export interface InstallChoices {
  /** The `id` of one of `supportedOs`. */
  os: string;
  arch: Architecture;
  webServer: WebServer;
  database: Database;
  hostname: string;
  mail: boolean;
  ftp: boolean;
  firewall: boolean;
  panelPort: string;
  adminPort: string;
  version: string;
  unattended: boolean;
  debug: boolean;
}

export const defaultChoices: InstallChoices = {
  os: supportedOs[0].id,
  arch: 'x86_64',
  webServer: 'nginx',
  database: 'mysql',
  hostname: '',
  mail: true,
  ftp: true,
  firewall: true,
  panelPort: String(ports.panel),
  adminPort: String(ports.admin),
  version: '',
  unattended: false,
  debug: false,
};

/** Ports other services on a Portico server already listen on, with the service, which the builder names. */
export const reservedPorts: Readonly<Record<number, string>> = {
  21: 'Pure-FTPd',
  22: 'SSH',
  25: 'Postfix (SMTP)',
  53: 'BIND (DNS)',
  80: 'Caddy (HTTP)',
  110: 'Dovecot (POP3)',
  143: 'Dovecot (IMAP)',
  443: 'Caddy (HTTPS)',
  [mailClientPorts.submissionTls]: 'Postfix (SMTP over TLS)',
  [mailClientPorts.submission]: 'Postfix (submission)',
  [mailClientPorts.imap]: 'Dovecot (IMAP over TLS)',
  [mailClientPorts.pop3]: 'Dovecot (POP3 over TLS)',
  3306: 'MySQL or MariaDB',
};

const installableVersions = new Set(
  releases
    .filter((release) => release.status === 'released' && !release.version.startsWith('0.'))
    .map((r) => r.version),
);

const releaseDate = (version: string): string =>
  releases.find((release) => release.version === version)!.date;

/**
 * A system or an architecture the chosen release does not support yet, from the `since` of
 * `src/data/platforms.ts`; empty when it does, or when the version is not a release at all.
 */
export function platformProblems(
  choices: Pick<InstallChoices, 'os' | 'arch' | 'version'>,
): string[] {
  const version = choices.version || latestRelease.version;
  if (!installableVersions.has(version)) return [];
  const os = supportedOs.find((candidate) => candidate.id === choices.os)!;
  const arch = architectures.find((candidate) => candidate.id === choices.arch)!;
  return [
    {name: os.name, since: os.since},
    {name: `${arch.name} servers`, since: arch.since},
  ]
    .filter((platform) => releaseDate(platform.since) > releaseDate(version))
    .map(
      (platform) =>
        `${platform.name}: supported from ${platform.since}, so ${version} cannot be installed on it. Pick ${platform.since} or later.`,
    );
}

const hostnamePattern = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

function portProblem(label: string, value: string): string | null {
  if (!/^\d+$/.test(value)) return `${label} must be a number.`;
  const port = Number(value);
  if (reservedPorts[port])
    return `${label} ${port} is used by ${reservedPorts[port]} on a Portico server.`;
  if (port < 1024 || port > 65535) return `${label} must be between 1024 and 65535.`;
  return null;
}

/** Why these choices cannot produce a working install; empty when they can. */
export function installProblems(choices: InstallChoices): string[] {
  const problems = platformProblems(choices);
  if (choices.arch === 'arm64' && choices.webServer === 'openlitespeed') {
    problems.push('OpenLiteSpeed images are built for x86_64 only; pick Nginx or Apache on arm64.');
  }
  if (choices.hostname && !hostnamePattern.test(choices.hostname)) {
    problems.push('The host name must be a fully qualified name such as server.example.com.');
  }
  if (choices.unattended && !choices.hostname) {
    problems.push('An unattended install cannot ask for the host name: enter one.');
  }
  for (const [label, value] of [
    ['The panel port', choices.panelPort],
    ['The admin port', choices.adminPort],
  ] as const) {
    const problem = portProblem(label, value);
    if (problem) problems.push(problem);
  }
  if (choices.panelPort === choices.adminPort) {
    problems.push('The panel and the admin panel need different ports.');
  }
  if (choices.version && !installableVersions.has(choices.version)) {
    problems.push(
      /^0\./.test(choices.version)
        ? 'This installer sets up 1.0.0 and later; 0.x releases used the old installer.'
        : `There is no released version ${choices.version}.`,
    );
  }
  return problems;
}

/** The flags for these choices, defaults left out so the command stays short. */
export function installFlags(choices: InstallChoices): string[] {
  const flags: string[] = [];
  if (choices.hostname) flags.push(`--hostname=${choices.hostname}`);
  if (choices.webServer !== defaultChoices.webServer)
    flags.push(`--webserver=${choices.webServer}`);
  if (choices.database !== defaultChoices.database) flags.push(`--database=${choices.database}`);
  if (!choices.mail) flags.push('--no-mail');
  if (!choices.ftp) flags.push('--no-ftp');
  if (!choices.firewall) flags.push('--no-firewall');
  if (choices.panelPort !== defaultChoices.panelPort)
    flags.push(`--panel-port=${choices.panelPort}`);
  if (choices.adminPort !== defaultChoices.adminPort)
    flags.push(`--admin-port=${choices.adminPort}`);
  if (choices.version) flags.push(`--version=${choices.version}`);
  if (choices.unattended) flags.push('--unattended');
  if (choices.debug) flags.push('--debug');
  return flags;
}

export function buildInstallCommand(choices: InstallChoices): string {
  return [INSTALL_COMMAND, ...installFlags(choices)].join(' ');
}

/** The installer script's published SHA-256, for the verified form of the command. */
export const INSTALL_SCRIPT_SHA256 =
  '3f9a6c2e8b71d04f5e9c1a7b2d8e6f40c5b3a9d1e7f2c8b4a6d0e3f9b1c7a5e2';
export const INSTALL_SCRIPT_FILE = 'portico-install.sh';

/** Download, check against the published checksum, and only then run. */
export function buildVerifiedInstallCommand(choices: InstallChoices): string {
  return [
    `curl -fsSLo ${INSTALL_SCRIPT_FILE} ${INSTALL_URL}`,
    `echo "${INSTALL_SCRIPT_SHA256}  ${INSTALL_SCRIPT_FILE}" | sha256sum -c -`,
    ['bash', INSTALL_SCRIPT_FILE, ...installFlags(choices)].join(' '),
  ].join(' && ');
}
