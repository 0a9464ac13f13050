/** Public usage figures, from the opt-in update check of running servers. */
export const statisticsAsOf = '2026-11-01';

export const headlineFigures = [
  {id: 'servers', value: 15_000, label: 'servers running Portico'},
  {id: 'websites', value: 212_000, label: 'websites hosted'},
  {id: 'countries', value: 61, label: 'countries'},
] as const;

export interface Share {
  readonly label: string;
  /** Percentage of servers, whole numbers summing to 100 within a chart. */
  readonly percent: number;
}

export interface ShareChart {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly shares: readonly Share[];
}

export const shareCharts: readonly ShareChart[] = [
  {
    id: 'os',
    title: 'Operating system',
    description: 'Share of servers by the operating system Portico runs on.',
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
    shares: [
      {label: 'Nginx', percent: 58},
      {label: 'Apache', percent: 27},
      {label: 'OpenLiteSpeed', percent: 15},
    ],
  },
];

/** 15000 → "15,000", without Intl, which the browser would have to load before it renders. */
export const formatCount = (value: number): string => String(value).replace(/\B(?=(\d{3})+$)/g, ',');
