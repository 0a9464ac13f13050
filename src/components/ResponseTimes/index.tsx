import type {ReactNode} from 'react';
import {support} from '@site/src/data/editions';
import styles from './styles.module.css';

/** The two Enterprise response times, from the editions data. */
export default function ResponseTimes(): ReactNode {
  return (
    <div className={styles.times}>
      <p>
        <strong>{support.enterpriseResponseHours} hours</strong>
        <span>first answer to any ticket</span>
      </p>
      <p>
        <strong>{support.outageResponseHours} hours</strong>
        <span>first answer when the server is down</span>
      </p>
    </div>
  );
}
