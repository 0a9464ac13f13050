/**
 * What is shipped, in progress and planned. A shipped item names the release
 * that completed it (its changelog page lists the change); work in progress
 * names no release until one is scheduled.
 */
import {trial} from './editions';

export type RoadmapStatus = 'shipped' | 'in-progress' | 'planned';

export interface RoadmapItem {
  readonly title: string;
  readonly description: string;
  readonly status: RoadmapStatus;
  /** The release it shipped in, or is planned for. */
  readonly release?: string;
}

export const roadmap: readonly RoadmapItem[] = [
  {
    title: 'Backups to S3-compatible storage',
    description:
      'Send account backups to any S3-compatible bucket, with per-plan retention and restores from the bucket.',
    status: 'planned',
  },
  {
    title: 'PostgreSQL per account',
    description:
      'A PostgreSQL 17 container beside MySQL or MariaDB, with databases, users and a web client in the panel.',
    status: 'planned',
  },
  {
    title: 'Staging copies of a site',
    description:
      'Clone a domain with its files and database to a staging subdomain, then push changes back.',
    status: 'planned',
  },
  {
    title: 'DNSSEC signing',
    description:
      'Signed zones with automatic key rollover, and DS records shown for the registrar.',
    status: 'in-progress',
  },
  {
    title: 'PHP 8.5',
    description:
      'PHP 8.5 images alongside 5.6 to 8.4, selectable per domain, with the same optional extensions as 8.4.',
    status: 'in-progress',
  },
  {
    title: 'Ubuntu 24.04 and Debian 13',
    description: 'Install on the newest long-term Ubuntu and on Debian 13.',
    status: 'shipped',
    release: '1.6.0',
  },
  {
    title: 'Active sessions and account activity',
    description:
      'See every signed-in browser, end sessions remotely, and read a log of account changes.',
    status: 'shipped',
    release: '1.6.2',
  },
  {
    title: 'arm64 servers',
    description: 'Install on Ampere, Graviton and other 64-bit ARM servers.',
    status: 'shipped',
    release: '1.5.0',
  },
  {
    title: 'cPanel import',
    description: 'Import cPanel backups account by account from Portico Admin.',
    status: 'shipped',
    release: '1.5.3',
  },
  {
    title: 'Locales and custom code',
    description:
      'Translate the panel into more languages and add your own CSS and JavaScript to it.',
    status: 'shipped',
    release: '1.4.2',
  },
  {
    title: 'Feature manager',
    description: 'Decide per plan which screens of the panel users see.',
    status: 'shipped',
    release: '1.3.3',
  },
  {
    title: 'Enterprise free trial',
    description: `${trial.days} days of Enterprise on any server, started from ${trial.startedFrom}, no card needed.`,
    status: 'shipped',
    release: '1.2.2',
  },
  {
    title: 'Malware scanner',
    description: 'ClamAV scans of account files from the panel, with quarantine.',
    status: 'shipped',
    release: '1.1.2',
  },
];

export const roadmapStatusLabels: Record<RoadmapStatus, string> = {
  shipped: 'Shipped',
  'in-progress': 'In progress',
  planned: 'Planned',
};
