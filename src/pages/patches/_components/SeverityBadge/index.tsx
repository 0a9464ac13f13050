import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Severity} from '@site/src/data/advisories';
import styles from './styles.module.css';

const labels: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** The severity of an advisory as a colored label; the word itself carries the meaning. */
export default function SeverityBadge({severity}: {severity: Severity}): ReactNode {
  return <span className={clsx(styles.badge, styles[severity])}>{labels[severity]}</span>;
}
