import type {ReactNode} from 'react';
import {ports} from '@site/src/data/company';
import styles from './styles.module.css';

const menu = [
  'Dashboard',
  'Domains',
  'Files',
  'Emails',
  'MySQL',
  'PHP',
  'Applications',
  'Caching',
  'Containers',
];

const domains = [
  {name: 'acme.example', stack: 'Nginx · PHP 8.3', ssl: 'Valid until Jan 29'},
  {name: 'shop.acme.example', stack: 'Nginx · PHP 8.4', ssl: 'Valid until Feb 12'},
  {name: 'bistro.example', stack: 'OpenLiteSpeed · PHP 8.2', ssl: 'Renewing'},
];

const usage = [
  {label: 'Disk', value: 42},
  {label: 'Inodes', value: 18},
  {label: 'Memory', value: 61},
];

/**
 * A stylized drawing of the Portico Panel dashboard in HTML and CSS. It is a
 * picture for sighted readers; screen readers get its description instead.
 */
export default function PanelMock(): ReactNode {
  return (
    <div
      className={styles.frame}
      role="img"
      aria-label="Drawing of the Portico Panel dashboard: the menu, three domains with their web server, PHP version and certificate, and disk, inode and memory usage bars.">
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.url}>server.example.com:{ports.panel}</span>
      </div>
      <div className={styles.body} aria-hidden="true">
        <ul className={styles.menu}>
          {menu.map((item, index) => (
            <li key={item} className={index === 0 ? styles.active : undefined}>
              {item}
            </li>
          ))}
        </ul>
        <div className={styles.content}>
          <div className={styles.card}>
            <p className={styles.cardTitle}>Domains</p>
            {domains.map((domain) => (
              <div key={domain.name} className={styles.row}>
                <span className={styles.domain}>{domain.name}</span>
                <span className={styles.meta}>{domain.stack}</span>
                <span className={styles.ssl}>{domain.ssl}</span>
              </div>
            ))}
          </div>
          <div className={styles.card}>
            <p className={styles.cardTitle}>Usage</p>
            {usage.map((item) => (
              <div key={item.label} className={styles.usage}>
                <span>{item.label}</span>
                <span className={styles.track}>
                  <span className={styles.fill} style={{width: `${item.value}%`}} />
                </span>
                <span>{item.value}%</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
