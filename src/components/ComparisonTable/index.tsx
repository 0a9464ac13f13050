import type {ReactNode} from 'react';
import {Check, Minus} from 'lucide-react';
import styles from './styles.module.css';
import DataTable from '@site/src/components/DataTable';
import RichText from '@site/src/components/RichText';

export interface ComparisonTableRow {
  readonly label: string;
  /** One cell per column: true and false render as a check mark or a dash with text for screen readers. */
  readonly values: ReadonlyArray<boolean | string>;
}

interface Props {
  caption: string;
  columns: readonly string[];
  rows: readonly ComparisonTableRow[];
}

function Cell({value}: {value: boolean | string}): ReactNode {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" size={18} className={styles.yes} />
        <span className={styles.srOnly}>Yes</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" size={18} className={styles.no} />
        <span className={styles.srOnly}>No</span>
      </>
    );
  }
  return <RichText text={value} />;
}

/** A captioned table that compares columns row by row; scrolls sideways on narrow screens. */
export default function ComparisonTable({caption, columns, rows}: Props): ReactNode {
  return (
    <DataTable label={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className={styles.srOnly}>Feature</span>
          </th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, index) => (
              <td key={columns[index]}>
                <Cell value={value} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
