import {useEffect, useId, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {consentCategories} from '@site/src/data/consent-categories';
import type {ConsentSnapshot} from './consent';
import ConsentControls from './ConsentControls';
import styles from './styles.module.css';

/**
 * The first-visit consent notice: a region fixed to the bottom of the
 * window, so it covers nothing that moves and pushes nothing down. It is
 * first in the page's focus order (see `gate.tsx` for when it shows).
 */
export default function ConsentNotice({consent}: {consent: ConsentSnapshot}): ReactNode {
  const id = useId();
  const notice = useRef<HTMLElement>(null);
  useEffect(() => {
    // A control that takes focus behind the notice is scrolled clear of it (WCAG 2.4.11).
    const root = document.documentElement;
    if (notice.current) root.style.scrollPaddingBottom = `${notice.current.offsetHeight}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  const labels = consent.categories.map((category) =>
    consentCategories[category].label.toLowerCase(),
  );

  return (
    <section
      ref={notice}
      className={styles.notice}
      aria-labelledby={`${id}-title`}
      data-testid="consent-notice">
      <div className={styles.inner}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names the notice (aria-labelledby); Heading would add a link to it. */}
        <h2 id={`${id}-title`} className={styles.title}>
          Privacy choices
        </h2>
        <p className={styles.text}>
          With your consent, this site uses {labels.join(', ')} services from other companies. None
          of them loads before you choose, and every page works without them.{' '}
          <Link to="/privacy-policy/">What each one does</Link>
        </p>
        <ConsentControls consent={consent} />
      </div>
    </section>
  );
}
