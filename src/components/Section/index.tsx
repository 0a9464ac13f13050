import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** A tinted band, to separate neighboring sections. */
  surface?: boolean;
  children: ReactNode;
}

/** A titled band of a marketing page; its H2 feeds the page outline. */
export default function Section({id, title, intro, surface, children}: Props): ReactNode {
  // Register the id so in-page links to it pass the build's anchor check.
  useBrokenLinks().collectAnchor(id);
  return (
    <section id={id} className={clsx(styles.section, surface && styles.surface)}>
      <div className="container">
        <Heading as="h2" className={styles.title}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
