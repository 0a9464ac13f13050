import {useId, type ReactNode} from 'react';
import {
  LinkedinIcon, LinkedinShareButton, RedditIcon, RedditShareButton, TwitterShareButton, XIcon,
} from 'react-share';
import {social} from '@site/src/data/company';
import styles from './styles.module.css';

interface Props {
  /** Absolute URL of the page being shared; sharing needs one. */
  url: string;
  title: string;
  summary?: string;
  hashtags?: readonly string[];
}

/**
 * Share buttons for X (550x400), Reddit (660x460, centered) and LinkedIn
 * (750x600). Each opens the network's own share form in a popup; nothing
 * loads from the networks until a button is pressed.
 */
export default function ShareLinks({url, title, summary = '', hashtags = social.hashtags}: Props): ReactNode {
  const labelId = useId();
  if (!url) return null;
  return (
    <div className={styles.share}>
      <span className={styles.label} id={labelId}>
        Share
      </span>
      <ul className={styles.list} aria-labelledby={labelId}>
        <li>
          <TwitterShareButton
            url={url}
            title={title}
            via={social.xHandle}
            hashtags={[...hashtags]}
            related={[social.xHandle]}
            windowWidth={550}
            windowHeight={400}
            aria-label="Share on X">
            <XIcon size={36} round aria-hidden="true" />
          </TwitterShareButton>
        </li>
        <li>
          <RedditShareButton
            url={url}
            title={title}
            windowWidth={660}
            windowHeight={460}
            windowPosition="windowCenter"
            aria-label="Share on Reddit">
            <RedditIcon size={36} round aria-hidden="true" />
          </RedditShareButton>
        </li>
        <li>
          <LinkedinShareButton
            url={url}
            title={title}
            summary={summary}
            source="Portico"
            windowWidth={750}
            windowHeight={600}
            aria-label="Share on LinkedIn">
            <LinkedinIcon size={36} round aria-hidden="true" />
          </LinkedinShareButton>
        </li>
      </ul>
    </div>
  );
}
