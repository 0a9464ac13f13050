/** The 15,000-servers video shown in the video modal. */
import {formatCount, headlineFigures} from './statistics';

const servers = headlineFigures.find((figure) => figure.id === 'servers')!.value;

export const milestoneVideo = {
  /** The YouTube id, played from the privacy-enhanced youtube-nocookie.com domain. */
  youtubeId: 'q7Vd3mPorT0',
  title: `Portico passes ${formatCount(servers)} servers`,
  summary:
    'Two minutes on how Portico grew from a public beta in February 2024 to fifteen thousand servers in 61 countries, and what comes next.',
  /** The query parameter that opens the modal on any page. */
  queryKey: '15k_modal',
  /** Cookie that records the modal was seen, set 2 s after it first appears. */
  seenCookie: 'portico_15k_modal_seen',
  seenDelayMs: 2000,
} as const;
