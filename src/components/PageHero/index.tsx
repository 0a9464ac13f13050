import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  /** A short label above the title, such as the section of the site. */
  eyebrow?: string;
  title: ReactNode;
  lead: ReactNode;
  /** Buttons or a command box under the lead. */
  children?: ReactNode;
  /** A picture or panel mock shown beside the text on wide screens. */
  aside?: ReactNode;
}

/** The top of a marketing page: its one H1, a lead paragraph and the first next step. */
export default function PageHero({eyebrow, title, lead, children, aside}: Props): ReactNode {
  return (
    <header className={clsx(styles.hero, aside && styles.withAside)}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.lead}>{lead}</p>
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </header>
  );
}
