import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PlayCircle} from 'lucide-react';
import Section from '@site/src/components/Section';
import VideoPoster from '@site/src/components/VideoPoster';
import {milestoneVideo} from '@site/src/data/video';
import styles from './styles.module.css';

/** The product video's poster; pressing it opens the video modal through the query string. */
export default function VideoTeaser(): ReactNode {
  return (
    <Section title={milestoneVideo.title} intro={milestoneVideo.summary} surface>
      {/* Pressed before the app has started, it waits for it (plugins/early-input) rather than reloading the page. */}
      <Link to={`/?${milestoneVideo.queryKey}`} className={styles.teaser} data-early-click>
        <VideoPoster className={styles.poster} />
        <span className={styles.teaserLabel}>
          <PlayCircle aria-hidden="true" size={28} /> Watch the video
        </span>
      </Link>
    </Section>
  );
}
