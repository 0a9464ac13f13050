/**
 * Public usage figures, counted from the daily update check that servers make unless their
 * administrator turned automatic updates off. A figure may only come from what the check sends.
 */
export const statisticsAsOf = '2026-11-01';

/** A server counts when it made an update check in this many days before `statisticsAsOf`. */
export const countedWithinDays = 30;

/** Everything the update check sends, as the privacy policy lists it. */
export const updateCheckFields = [
  {id: 'version', label: 'the Portico version'},
  {id: 'os', label: 'the operating system and its release'},
  {id: 'websites', label: 'how many websites it hosts'},
  {id: 'webServers', label: 'how many accounts run each web server'},
] as const;

export type UpdateCheckField = (typeof updateCheckFields)[number]['id'];

/**
 * Where a figure comes from: a field of the check, the number of servers that checked in,
 * or the country of the server's address, which is looked up and then discarded.
 */
export type FigureSource = UpdateCheckField | 'checks' | 'address';

/** What the check never sends. */
export const updateCheckNeverSends = [
  'domain names',
  'account names',
  'addresses of customers or visitors',
  'website content',
] as const;

export const headlineFigures = [
  {id: 'servers', value: 15_000, label: 'servers running Portico', source: 'checks'},
  {id: 'websites', value: 212_000, label: 'websites hosted', source: 'websites'},
  {id: 'countries', value: 61, label: 'countries', source: 'address'},
] as const satisfies readonly {id: string; value: number; label: string; source: FigureSource}[];

export interface Share {
  readonly label: string;
  /** Percentage of the chart's unit (servers or accounts), whole numbers summing to 100 within a chart. */
  readonly percent: number;
}

export interface ShareChart {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** The update-check field the chart is counted from. */
  readonly source: UpdateCheckField;
  /** What one unit of the percentages is. */
  readonly unit: 'servers' | 'accounts';
  readonly shares: readonly Share[];
}

export const shareCharts: readonly ShareChart[] = [
  {
    id: 'os',
    title: 'Operating system',
    description: 'Share of servers by the operating system Portico runs on.',
    source: 'os',
    unit: 'servers',
    shares: [
      {label: 'Ubuntu 24.04', percent: 41},
      {label: 'Ubuntu 22.04', percent: 24},
      {label: 'Debian 12', percent: 17},
      {label: 'AlmaLinux 9', percent: 8},
      {label: 'Debian 13', percent: 6},
      {label: 'Rocky Linux 9', percent: 4},
    ],
  },
  {
    id: 'version',
    title: 'Portico version',
    description: 'Share of servers by the Portico release series they run.',
    source: 'version',
    unit: 'servers',
    shares: [
      {label: '1.6.x', percent: 63},
      {label: '1.5.x', percent: 21},
      {label: '1.4.x and older', percent: 16},
    ],
  },
  {
    id: 'webserver',
    title: 'Web server',
    description: 'Share of hosting accounts by the web server their containers run.',
    source: 'webServers',
    unit: 'accounts',
    shares: [
      {label: 'Nginx', percent: 58},
      {label: 'Apache', percent: 27},
      {label: 'OpenLiteSpeed', percent: 15},
    ],
  },
];

/** Joins words as a sentence lists them: "a, b and c". */
export const listInProse = (items: readonly string[]): string =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** 15000 → "15,000", without Intl, which the browser would have to load before it renders. */
export const formatCount = (value: number): string =>
  String(value).replace(/\B(?=(\d{3})+$)/g, ',');
