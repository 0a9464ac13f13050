import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {ExternalLink, RotateCcw, ShieldOff} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {demo, demoModeBlocks, demoResetLabel as resetLabel} from '@site/src/data/company';
import {distributionsText, installMinutes} from '@site/src/data/platforms';
import {trial} from '@site/src/data/editions';
import RichText from '@site/src/components/RichText';
import styles from './demo.module.css';

/** Things worth trying in each panel, keyed by the demo user name. */
const tryThis: Record<string, readonly string[]> = {
  demo: [
    'Add a domain and watch its certificate status under Domains → SSL.',
    'Switch a domain to another PHP version, then change memory_limit in PHP → Options.',
    'Create a database with the MySQL wizard and open it in phpMyAdmin.',
    'Start Redis under Caching and read the connection details it shows.',
    'Look at the containers of the account and their logs under Containers.',
  ],
  admin: [
    'Create a hosting plan and set its disk, inode, CPU and memory caps.',
    'Add an account on that plan and [sign in as its user](/docs/admin/accounts/users/) with one click.',
    'Read the live service status and the recent WAF events.',
    'Open the [feature manager](/docs/admin/plans/feature-manager/) and hide a screen for one plan.',
    'Set up a reseller with an account cap and a disk pool.',
  ],
};

export default function Demo(): ReactNode {
  return (
    <MarketingLayout
      title="Live demo"
      description="Sign in to the live Portico demo: the user panel and the admin panel with sample accounts, shared logins, and a reset every hour.">
      <PageHero
        eyebrow="Live demo"
        title="Click through both Portico panels, nothing to install"
        lead={`A real Portico server with sample accounts and every Enterprise screen switched on. Sign in with the shared logins below; whatever visitors change is wiped ${resetLabel}.`}>
        {demo.logins.map((login, index) => (
          <a
            key={login.url}
            className={
              index === 0
                ? 'button button--primary button--lg'
                : 'button button--secondary button--outline button--lg'
            }
            href={login.url}
            rel="noopener noreferrer">
            Open {login.name}
          </a>
        ))}
      </PageHero>

      <Section
        title="Demo logins"
        intro="Both logins are public and shared by everyone trying the demo right now, so keep anything personal out of it.">
        <div className={styles.logins}>
          {demo.logins.map((login) => (
            <article key={login.url} className={styles.login}>
              <Heading as="h3" className={styles.loginName}>
                {login.name}
              </Heading>
              <p className={styles.audience}>{login.audience}</p>
              <dl className={styles.credentials}>
                <dt>Address</dt>
                <dd>
                  <a href={login.url} rel="noopener noreferrer">
                    {login.url.replace('https://', '')}{' '}
                    <ExternalLink aria-hidden="true" size={14} />
                  </a>
                </dd>
                <dt>User name</dt>
                <dd>
                  <code>{login.user}</code>
                </dd>
                <dt>Password</dt>
                <dd>
                  <code>{login.password}</code>
                </dd>
              </dl>
              <Heading as="h4" className={styles.tryTitle}>
                Things to try
              </Heading>
              <ul className={styles.tryList}>
                {(tryThis[login.user] ?? []).map((item) => (
                  <li key={item}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>

      <Section title="What the demo will not let you do" surface>
        <div className={styles.columns}>
          <div className={styles.block}>
            <ShieldOff aria-hidden="true" size={28} className={styles.icon} />
            <p>
              The server runs in <Link to="/docs/admin/advanced/demo-mode/">demo mode</Link>, a
              setting any Portico administrator can switch on for a showcase server. It refuses
              destructive actions with the message &quot;Disabled in demo mode&quot;:
            </p>
            <ul>
              {demoModeBlocks.map((item) => (
                <li key={item}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
            <p>
              You can still create accounts, domains and databases, upload small files and change
              PHP versions, so the tour feels real.
            </p>
          </div>
          <div className={styles.block}>
            <RotateCcw aria-hidden="true" size={28} className={styles.icon} />
            <p>
              The whole server is restored from a prepared backup {resetLabel}. If you are signed
              out in the middle of something, a reset has just run: sign in again and start over.
            </p>
            <p>
              Because the logins are shared, you may see a domain or a plan someone else added a few
              minutes ago. That is another visitor, not a bug. Nothing you enter is kept beyond the
              next reset.
            </p>
          </div>
        </div>
      </Section>

      <Section title="Run it on your own server">
        <p className={styles.own}>
          The demo shows the screens; your own server shows the speed. A fresh{' '}
          {distributionsText('or')} machine takes {installMinutes.min} to {installMinutes.max}{' '}
          minutes with the one-line installer. Community is free, and the Enterprise screens you
          tried here are a {trial.days}-day trial away.
        </p>
      </Section>

      <CallToAction
        title="Liked what you clicked?"
        text="Install Community on a spare server tonight and start the Enterprise trial when you want mail, resellers and billing."
        primary={{label: 'Install Portico', to: '/install/'}}
        secondary={{label: 'Compare editions', to: '/enterprise/'}}
      />
    </MarketingLayout>
  );
}
