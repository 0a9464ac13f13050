import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Names the scrolling region for screen readers; usually the caption's text. */
  label: string;
  /** The table's `caption`, `thead` and `tbody`. */
  children: ReactNode;
}

/**
 * The site's table: bordered cells, a tinted header, and a keyboard-scrollable
 * region so wide tables scroll sideways on narrow screens instead of overflowing.
 */
export default function DataTable({label, children}: Props): ReactNode {
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}
