/** The 15,000-servers video shown in the video modal. */
import {formatCount, headlineFigures} from './statistics';
import {videoModalKeys} from './video-modal';

const servers = headlineFigures.find((figure) => figure.id === 'servers')!.value;

export const milestoneVideo = {
  /** The YouTube id, played from the privacy-enhanced youtube-nocookie.com domain. */
  youtubeId: 'q7Vd3mPorT0',
  title: `Portico passes ${formatCount(servers)} servers`,
  summary:
    'Two minutes on how Portico grew from a public beta in February 2024 to fifteen thousand servers in 61 countries, and what comes next.',
  ...videoModalKeys,
  seenDelayMs: 2000,
} as const;
