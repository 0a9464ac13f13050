import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const destinations = [
  {
    to: '/docs/',
    label: 'User panel docs',
    hint: 'Domains, files, email, databases and PHP, screen by screen.',
  },
  {
    to: '/docs/admin/',
    label: 'Admin docs',
    hint: 'Accounts, plans, services, security and settings.',
  },
  {
    to: '/docs/articles/',
    label: 'Articles',
    hint: 'Worked guides for problems met on real servers.',
  },
  {to: '/install/', label: 'Install Portico', hint: 'One command on a fresh server.'},
];

/** The not-found page in the site's own words, with the ways back in. */
export default function NotFoundContent(): ReactNode {
  return (
    <main className={`container margin-vert--xl ${styles.notFound}`}>
      <p className={styles.code}>404</p>
      <Heading as="h1">This page is not here</Heading>
      <p className={styles.lead}>
        The address may be mistyped, or the page moved when the docs were reorganized. Search for
        what you wanted, or start from one of these.
      </p>
      <p>
        <Link className="button button--primary button--lg" to="/search/">
          Search the site
        </Link>
      </p>
      <ul className={styles.destinations}>
        {destinations.map(({to, label, hint}) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
            <span>{hint}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
