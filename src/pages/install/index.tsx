import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import ComparisonTable from '@site/src/components/ComparisonTable';
import CallToAction from '@site/src/components/CallToAction';
import {installerFlags} from '@site/src/data/installer';
import {
  architectures,
  distributionsText,
  installMinutes,
  requirements,
  supportedOs,
} from '@site/src/data/platforms';
import {demoResetLabel, mailPorts, openPorts, ports} from '@site/src/data/company';
import InstallBuilder from './_components/InstallBuilder';
import styles from './styles.module.css';
import {latestRelease} from '@site/src/data/releases';

export default function Install(): ReactNode {
  return (
    <MarketingLayout
      title="Install Portico"
      description={`Install Portico on ${distributionsText('or')} with one command in ${installMinutes.min} to ${installMinutes.max} minutes: requirements, options and a command builder.`}>
      <PageHero
        eyebrow="Install"
        title="Install Portico on a fresh server"
        lead={`One command, run as root, turns a fresh server into a Portico server in ${installMinutes.min} to ${installMinutes.max} minutes. Pick your options below and copy the command that fits.`}
      />
      <Section
        title="Build your install command"
        intro="Defaults are left out of the command, so the shortest command is the recommended set-up.">
        <InstallBuilder />
      </Section>
      <Section title="Requirements" surface>
        <ul className={styles.requirements}>
          {requirements.map((item) => (
            <li key={item.label}>
              <strong>{item.label}</strong>
              <span>{item.value}</span>
            </li>
          ))}
        </ul>
        <p>
          If your provider puts a cloud firewall in front of the server, open these ports there too:{' '}
          {openPorts.join('; ')}, and {mailPorts} for Enterprise mail. Portico opens them in its own
          firewall on the server, but a cloud firewall that lacks one drops that traffic without an
          error anywhere, as the{' '}
          <Link to="/docs/articles/install-update/install-on-a-fresh-server/#what-the-server-needs">
            install guide
          </Link>{' '}
          explains.
        </p>
      </Section>
      <Section
        title="Supported systems"
        intro={`Portico ${latestRelease.version} installs on these systems, on ${architectures.map((arch) => arch.name).join(' and ')}.`}>
        <ComparisonTable
          caption={`Operating systems supported by Portico ${latestRelease.version}`}
          columns={['Supported since']}
          rows={supportedOs.map((os) => ({label: os.name, values: [`Portico ${os.since}`]}))}
        />
      </Section>
      <Section title="Every installer option" surface>
        <ComparisonTable
          caption="Options of the Portico installer"
          columns={['What it does']}
          rows={installerFlags.map((flag) => ({label: flag.flag, values: [flag.description]}))}
        />
      </Section>
      <Section title="When it finishes">
        <p className={styles.after}>
          The installer prints the admin password and two addresses: Portico Admin on port{' '}
          {ports.admin} and Portico Panel on port {ports.panel}. Sign in to the admin panel first,
          create a hosting plan, then your first account. The{' '}
          <Link to="/docs/articles/install-update/install-on-a-fresh-server/">
            install walkthrough
          </Link>{' '}
          shows the output line by line, and{' '}
          <Link to="/docs/articles/install-update/failed-installation/">
            what to do when an install fails
          </Link>{' '}
          covers the usual causes.
        </p>
      </Section>
      <CallToAction
        title="Not ready to install?"
        text={`Both panels run on the live demo with sample accounts, reset ${demoResetLabel}.`}
        primary={{label: 'Open the demo', to: '/demo/'}}
        secondary={{label: 'Read the admin docs', to: '/docs/admin/'}}
      />
    </MarketingLayout>
  );
}
