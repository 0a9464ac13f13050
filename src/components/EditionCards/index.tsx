import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {Check} from 'lucide-react';
import {editions, formatPrice, trial} from '@site/src/data/editions';
import RichText from '@site/src/components/RichText';
import styles from './styles.module.css';

const actions = {
  community: {label: 'Install Community', to: '/install/'},
  enterprise: {label: `Start the ${trial.days}-day trial`, to: '/enterprise/'},
} as const;

/** The two editions side by side, with their prices from data. */
export default function EditionCards(): ReactNode {
  return (
    <div className={styles.cards}>
      {editions.map((edition) => (
        <article key={edition.id} className={styles.card}>
          <Heading as="h3" className={styles.name}>
            {edition.name}
          </Heading>
          <p className={styles.price}>
            {edition.monthly === 0 ? (
              <strong>Free</strong>
            ) : (
              <>
                <strong>{formatPrice(edition.monthly)}</strong> per server per month
                <span className={styles.yearly}>or {formatPrice(edition.yearly)} per year</span>
              </>
            )}
          </p>
          <p className={styles.summary}>{edition.summary}</p>
          <ul className={styles.list}>
            {edition.highlights.map((item) => (
              <li key={item}>
                <Check aria-hidden="true" size={16} />
                <RichText text={item} />
              </li>
            ))}
          </ul>
          <Link className="button button--primary button--block" to={actions[edition.id].to}>
            {actions[edition.id].label}
          </Link>
        </article>
      ))}
    </div>
  );
}
