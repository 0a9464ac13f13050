import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Action {
  label: string;
  /** A route, an external URL, or a `mailto:` address. */
  to: string;
}

/** Email links stay plain anchors, so they open the mail program instead of a new tab. */
function ActionLink({action, className}: {action: Action; className: string}): ReactNode {
  if (action.to.startsWith('mailto:')) {
    return (
      <a className={className} href={action.to}>
        {action.label}
      </a>
    );
  }
  return (
    <Link className={className} to={action.to}>
      {action.label}
    </Link>
  );
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
          <ActionLink action={primary} className="button button--primary button--lg" />
          {secondary && (
            <ActionLink
              action={secondary}
              className="button button--secondary button--outline button--lg"
            />
          )}
        </div>
      </div>
    </section>
  );
}
