import {useEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Play, X} from 'lucide-react';
import {milestoneVideo} from '@site/src/data/video';
import ShareLinks from '@site/src/components/ShareLinks';
import VideoPoster from '@site/src/components/VideoPoster';
import styles from './styles.module.css';

interface Props {
  onClose: () => void;
}

const markSeen = () => {
  document.cookie = `${milestoneVideo.seenCookie}=1; Max-Age=31536000; Path=/; SameSite=Lax`;
};

/**
 * The milestone video in a modal dialog. Native <dialog> gives the focus
 * trap, Escape and focus return; the video loads from YouTube only after
 * the visitor presses play.
 */
export default function VideoModal({onClose}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [playing, setPlaying] = useState(false);
  const {siteConfig} = useDocusaurusContext();

  useEffect(() => {
    const dialog = dialogRef.current!;
    dialog.showModal();
    const timer = window.setTimeout(markSeen, milestoneVideo.seenDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) dialogRef.current.close();
  };

  return (
    // A press on the backdrop closes the dialog; from the keyboard, Escape does (the element's own).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="video-modal-title"
      aria-describedby="video-modal-summary"
      onClose={onClose}
      onClick={closeOnBackdrop}>
      <div className={styles.panel}>
        <div className={styles.header}>
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names the dialog (aria-labelledby); Heading would add a link to it. */}
          <h2 id="video-modal-title" className={styles.title}>
            {milestoneVideo.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => dialogRef.current?.close()}
            aria-label="Close video">
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <div className={styles.player}>
          {playing ? (
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${milestoneVideo.youtubeId}?autoplay=1&rel=0`}
              title={milestoneVideo.title}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
              <VideoPoster className={styles.poster} />
              <span className={styles.playLabel}>
                <Play aria-hidden="true" size={28} />
                Play video
              </span>
            </button>
          )}
        </div>
        <p id="video-modal-summary" className={styles.summary}>
          {milestoneVideo.summary} Pressing play loads the video from YouTube.
        </p>
        <ShareLinks
          url={`${siteConfig.url}/`}
          title={milestoneVideo.title}
          summary={milestoneVideo.summary}
        />
      </div>
    </dialog>
  );
}
