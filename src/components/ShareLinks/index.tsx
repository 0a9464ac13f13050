import {useId, type MouseEvent, type ReactNode} from 'react';
import {social} from '@site/src/data/company';
import styles from './styles.module.css';

interface Props {
  /** Absolute URL of the page being shared; sharing needs one. */
  url: string;
  title: string;
  summary?: string;
  hashtags?: readonly string[];
}

interface Network {
  name: string;
  /** The network's own share form, filled in for the page. */
  href: (page: Required<Props>) => string;
  width: number;
  height: number;
  /** Brand color behind the mark; white on it passes AA. */
  color: string;
  mark: string;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const NETWORKS: Network[] = [
  {
    name: 'X',
    href: ({url, title, hashtags}) =>
      `https://twitter.com/intent/tweet?${query({url, text: title, via: social.xHandle, hashtags: hashtags.join(','), related: social.xHandle})}`,
    width: 550,
    height: 400,
    color: '#000000',
    mark: 'X',
  },
  {
    name: 'Reddit',
    href: ({url, title}) => `https://www.reddit.com/submit?${query({url, title})}`,
    width: 660,
    height: 460,
    color: '#c53a00',
    mark: 'r/',
  },
  {
    name: 'LinkedIn',
    href: ({url, title, summary}) =>
      `https://linkedin.com/shareArticle?${query({url, mini: 'true', title, summary, source: 'Portico'})}`,
    width: 750,
    height: 600,
    color: '#0a66c2',
    mark: 'in',
  },
];

/**
 * Opens the share form in a popup of the network's size, centered on the
 * window, in place of the link's new tab. A popup the browser refuses leaves
 * the link to open its tab.
 */
function openPopup(event: MouseEvent<HTMLAnchorElement>, {width, height}: Network): void {
  // A click with a modifier key or another button is the browser's: a tab or window of its own.
  if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    event.currentTarget.href,
    '',
    `height=${height}, width=${width}, left=${Math.round(left)}, top=${Math.round(top)}`,
  );
  if (!popup) return;
  event.preventDefault();
  // The network's page gets no handle on this one.
  popup.opener = null;
}

/**
 * Share links for X (550x400), Reddit (660x460) and LinkedIn (750x600).
 * Each is a link to the network's own share form, which opens in a new tab
 * before the app runs or without it, and in a popup of the network's size
 * once it does; nothing loads from the networks until one is pressed.
 */
export default function ShareLinks({
  url,
  title,
  summary = '',
  hashtags = social.hashtags,
}: Props): ReactNode {
  const labelId = useId();
  if (!url) return null;
  const page = {url, title, summary, hashtags};
  return (
    <div className={styles.share}>
      <span className={styles.label} id={labelId}>
        Share
      </span>
      <ul className={styles.list} aria-labelledby={labelId}>
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              href={network.href(page)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              aria-label={`Share on ${network.name}`}
              onClick={(event) => openPopup(event, network)}>
              <svg viewBox="0 0 36 36" width={36} height={36} aria-hidden="true">
                <circle cx={18} cy={18} r={18} fill={network.color} />
                <text
                  x={18}
                  y={23.5}
                  textAnchor="middle"
                  fill="#ffffff"
                  fontSize={15}
                  fontWeight={700}
                  fontFamily="system-ui, sans-serif">
                  {network.mark}
                </text>
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
