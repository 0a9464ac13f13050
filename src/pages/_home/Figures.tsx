import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {formatCount, headlineFigures, statisticsAsOf} from '@site/src/data/statistics';
import {formatDate} from '@site/src/data/dates';
import styles from './styles.module.css';

/** The public usage figures, from the statistics data. */
export default function Figures(): ReactNode {
  return (
    <section className={styles.figures} aria-labelledby="figures-title">
      <div className="container">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names the section for screen readers only; Heading would add a link to it. */}
        <h2 id="figures-title" className={styles.srOnly}>
          Portico in numbers
        </h2>
        <ul className={styles.figureList}>
          {headlineFigures.map((figure) => (
            <li key={figure.id}>
              <strong>{formatCount(figure.value)}</strong>
              <span>{figure.label}</span>
            </li>
          ))}
        </ul>
        <p className={styles.figureNote}>
          As of {formatDate(statisticsAsOf)}, from servers that report their version.{' '}
          <Link to="/statistics/">All statistics</Link>
        </p>
      </div>
    </section>
  );
}
