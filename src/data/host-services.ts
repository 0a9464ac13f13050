/**
 * The shared services a Portico server runs on the host, besides each account's containers: what
 * Services → Status lists, by the name the restart command takes (the systemd unit in 0.x, the
 * `portico service` name since 1.0). The status samples of `portico service status` list them
 * (src/data/cli.ts). `tests/unit/stated-facts.test.ts` checks each version's Service status page and
 * status samples against its version's list, and that a list of services to restart names every one
 * that serves; `npm run docs:cut` freezes the current list.
 */
import {docsVersionData} from './docs-version-data';

export interface HostService {
  readonly name: string;
  /**
   * What it is: a program that serves (stops when the disk is full and stays stopped), the account
   * containers' Docker (their containers restart with each account), firewall rules or a timer.
   */
  readonly kind: 'daemon' | 'containers' | 'rules' | 'timer';
  /** Why a server may not run it: an installer option, a setting or the edition. */
  readonly unless?: string;
  /** Run only on an Enterprise server, never on Community. */
  readonly enterprise?: true;
}

export const currentHostServices: readonly HostService[] = [
  {name: 'panel', kind: 'daemon'},
  {name: 'admin', kind: 'daemon'},
  {name: 'caddy', kind: 'daemon'},
  {name: 'docker', kind: 'containers'},
  {name: 'bind', kind: 'daemon'},
  {name: 'pure-ftpd', kind: 'daemon', unless: 'FTP turned off'},
  {name: 'nftables', kind: 'rules'},
  {name: 'clamav', kind: 'daemon'},
  {name: 'cron', kind: 'daemon'},
  {name: 'postfix', kind: 'daemon', unless: 'mail not installed', enterprise: true},
  {name: 'dovecot', kind: 'daemon', unless: 'mail not installed', enterprise: true},
  {name: 'imunifyav', kind: 'daemon', unless: 'ImunifyAV not installed', enterprise: true},
];

/** The host services of a docs version: the current list, or what was frozen with the version. */
export const hostServicesOf = (docsVersion: string): readonly HostService[] =>
  docsVersionData(docsVersion, 'hostServices', currentHostServices);

/** The services every server of a version runs that serve: a list of services to restart names each. */
export const alwaysServing = (services: readonly HostService[]): string[] =>
  services
    .filter((service) => service.kind === 'daemon' && service.unless === undefined)
    .map((service) => service.name);
