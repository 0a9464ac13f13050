/** Operating systems, architectures and hardware the latest Portico release installs on, with the release each arrived in. */
export type OsFamily = 'ubuntu' | 'debian' | 'rhel';

export interface SupportedOs {
  readonly id: string;
  readonly name: string;
  readonly family: OsFamily;
  /** The first Portico release that supported it. */
  readonly since: string;
}

export const supportedOs: readonly SupportedOs[] = [
  {id: 'ubuntu-24.04', name: 'Ubuntu 24.04 LTS', family: 'ubuntu', since: '1.6.0'},
  {id: 'ubuntu-22.04', name: 'Ubuntu 22.04 LTS', family: 'ubuntu', since: '0.1.0'},
  {id: 'debian-13', name: 'Debian 13', family: 'debian', since: '1.6.0'},
  {id: 'debian-12', name: 'Debian 12', family: 'debian', since: '0.2.0'},
  {id: 'almalinux-9', name: 'AlmaLinux 9', family: 'rhel', since: '1.0.0'},
  {id: 'rocky-9', name: 'Rocky Linux 9', family: 'rhel', since: '1.0.0'},
];

/** The distributions Portico installs on, without their releases, in the order above: Ubuntu, Debian, … */
export const distributions: readonly string[] = [
  ...new Set(supportedOs.map((os) => os.name.replace(/ \d.*$/, ''))),
];

/** The distributions as a sentence lists them: "Ubuntu, Debian, AlmaLinux or Rocky Linux". */
export const distributionsText = (conjunction: 'or' | 'and'): string =>
  `${distributions.slice(0, -1).join(', ')} ${conjunction} ${distributions.at(-1)}`;

export const architectures = [
  {id: 'x86_64', name: 'x86_64 (amd64)', since: '0.1.0'},
  {id: 'arm64', name: 'arm64 (aarch64)', since: '1.5.0'},
] as const;

export type Architecture = (typeof architectures)[number]['id'];

/**
 * The memory and free disk the installer checks for (`--skip-requirements` passes them by), and the CPU cores
 * it recommends without checking them.
 */
export const sizing = {
  minimumMemoryGB: 1,
  recommendedMemoryGB: 2,
  freeDiskGB: 10,
  recommendedCpuCores: 2,
} as const;

export const requirements = [
  {
    label: 'Server',
    value: 'A fresh install of a supported OS, with nothing else serving web, mail or DNS',
  },
  {label: 'Access', value: 'root, or a user with sudo who opens a root shell with sudo -i first'},
  {label: 'Network', value: 'A public IPv4 address; IPv6 is used when present'},
  {
    label: 'Memory',
    value: `${sizing.minimumMemoryGB} GB minimum, ${sizing.recommendedMemoryGB} GB recommended`,
  },
  {label: 'CPU', value: `${sizing.recommendedCpuCores} cores recommended`},
  {label: 'Disk', value: `${sizing.freeDiskGB} GB free, plus what your sites need`},
] as const;

/** How to install curl, which the installer is fetched with, per OS family. */
export const curlInstall: Record<OsFamily, string> = {
  ubuntu: 'apt-get update && apt-get install -y curl',
  debian: 'apt-get update && apt-get install -y curl',
  rhel: 'dnf install -y curl',
};

export const installMinutes = {min: 3, max: 6} as const;
