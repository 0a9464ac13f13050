import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {LucideIcon} from 'lucide-react';
import RichText from '@site/src/components/RichText';
import styles from './styles.module.css';

export interface Card {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
  readonly link: {readonly to: string; readonly label: string};
  /** A short tag shown beside the link, such as an edition. */
  readonly badge?: string;
}

/** Cards with an icon, a title, a sentence and a link: features, reasons, principles. */
export default function CardGrid({cards}: {cards: readonly Card[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map(({icon: Icon, title, text, link, badge}) => (
        <li key={title} className={styles.card}>
          <Icon className={styles.icon} aria-hidden="true" size={24} />
          <Heading as="h3" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.text}>
            <RichText text={text} />
          </p>
          <p className={styles.footer}>
            {badge && <span className={styles.badge}>{badge}</span>}
            <Link to={link.to}>{link.label}</Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
