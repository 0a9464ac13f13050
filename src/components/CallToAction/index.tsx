import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Action {
  label: string;
  to: string;
}

interface Props {
  title: string;
  text: ReactNode;
  primary: Action;
  secondary?: Action;
}

/** The closing band of a page: one clear next step, and an alternative. */
export default function CallToAction({title, text, primary, secondary}: Props): ReactNode {
  return (
    <section className={styles.cta}>
      <div className="container">
        <Heading as="h2">{title}</Heading>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={primary.to}>
            {primary.label}
          </Link>
          {secondary && (
            <Link className="button button--secondary button--outline button--lg" to={secondary.to}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
