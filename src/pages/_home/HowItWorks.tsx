import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {ports} from '@site/src/data/company';
import styles from './styles.module.css';

const steps = [
  {
    title: 'Install on a fresh server',
    text: 'Run the one-line installer as root. It sets up Caddy, rootless Docker, BIND, the firewall and both panels.',
    link: {to: '/install/', label: 'Install guide'},
  },
  {
    title: 'Create a plan and an account',
    text: `In Portico Admin on port ${ports.admin}, set disk, inode, CPU and memory limits in a plan, then add an account on it.`,
    link: {to: '/docs/admin/plans/hosting-plans/', label: 'Hosting plans'},
  },
  {
    title: 'The owner adds a domain',
    text: `In Portico Panel on port ${ports.panel}, the site owner adds a domain; when DNS points at the server, the certificate follows by itself.`,
    link: {to: '/docs/panel/domains/add-domain/', label: 'Adding a domain'},
  },
];

/** Three steps from a bare server to a live site. */
export default function HowItWorks(): ReactNode {
  return (
    <Section title="From bare server to live site">
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title}>
            <Heading as="h3">{step.title}</Heading>
            <p>{step.text}</p>
            <Link to={step.link.to}>{step.link.label}</Link>
          </li>
        ))}
      </ol>
    </Section>
  );
}
