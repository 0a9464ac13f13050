import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {Download} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CommandBox from '@site/src/components/CommandBox';
import CallToAction from '@site/src/components/CallToAction';
import RichText from '@site/src/components/RichText';
import {advisories, type Advisory} from '@site/src/data/advisories';
import {securityContact, securityKey} from '@site/src/data/security';
import SeverityBadge from './_components/SeverityBadge';
import styles from './styles.module.css';
import DataTable from '@site/src/components/DataTable';
import {formatDate} from '@site/src/data/dates';
import {changelogPathOf} from '@site/src/data/releases';
import {facts} from '@site/src/data/facts';

const anchor = (advisory: Advisory) => advisory.id.toLowerCase();

const oldest = advisories[advisories.length - 1];
const keyDownload = `data:application/pgp-keys;charset=utf-8,${encodeURIComponent(`${securityKey.armored}\n`)}`;

const reportContents = [
  'the Portico version and operating system you tested on',
  'the steps or a proof of concept that shows the problem',
  'what an attacker gains, and which role they need first (visitor, panel user, reseller, administrator)',
  'how you want to be credited in the advisory, or that you prefer not to be',
];

export default function Patches(): ReactNode {
  return (
    <MarketingLayout
      title="Security patches and advisories"
      description="Every Portico security advisory with its severity, affected versions and fixing release, how to update, and how to report a vulnerability with PGP.">
      <PageHero
        eyebrow="Security"
        title="Security advisories and patches"
        lead={`${advisories.length} advisories since ${formatDate(oldest.date, 'shortDay')}, each fixed in a release you can install today. With the default settings a server installs patch releases by itself overnight, so most fixes are in place before you read about them.`}>
        <a className="button button--primary button--lg" href={`mailto:${securityContact.email}`}>
          Report a vulnerability
        </a>
        <Link
          className="button button--secondary button--outline button--lg"
          to="/docs/articles/install-update/keep-portico-updated/">
          Keeping Portico updated
        </Link>
      </PageHero>

      <Section
        title="Advisories"
        intro="Newest first. The fixing release links its changelog page, where the Security section names the advisory.">
        <DataTable label="Security advisories">
          <caption>Portico security advisories, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Advisory</th>
              <th scope="col">Title</th>
              <th scope="col">Severity</th>
              <th scope="col">Affected</th>
              <th scope="col">Fixed in</th>
              <th scope="col">Published</th>
            </tr>
          </thead>
          <tbody>
            {advisories.map((advisory) => (
              <tr key={advisory.id}>
                <th scope="row">
                  <Link to={`#${anchor(advisory)}`}>{advisory.id}</Link>
                </th>
                <td>{advisory.title}</td>
                <td>
                  <SeverityBadge severity={advisory.severity} />
                </td>
                <td className={styles.nowrap}>{advisory.affected}</td>
                <td>
                  <Link to={changelogPathOf(advisory.fixedIn)}>{advisory.fixedIn}</Link>
                </td>
                <td className={styles.nowrap}>
                  <time dateTime={advisory.date}>{formatDate(advisory.date, 'shortDay')}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>

        <div className={styles.details}>
          {advisories.map((advisory) => (
            <article key={advisory.id} className={styles.advisory}>
              <Heading as="h3" id={anchor(advisory)} className={styles.advisoryTitle}>
                {advisory.id}: {advisory.title}
              </Heading>
              <p className={styles.meta}>
                <SeverityBadge severity={advisory.severity} /> Affected {advisory.affected}. Fixed
                in <Link to={changelogPathOf(advisory.fixedIn)}>Portico {advisory.fixedIn}</Link>,{' '}
                {formatDate(advisory.date, 'shortDay')}.
              </p>
              <p>
                <RichText text={advisory.summary} />
              </p>
            </article>
          ))}
        </div>
      </Section>

      <Section title="Update a server" surface>
        <div className={styles.update}>
          <div>
            <p>
              Check what the server runs and what is available, then install it right away instead
              of waiting for the nightly run. <code>portico update --now</code> installs{' '}
              {facts['update-now'].text}, so read that release&apos;s changelog first when the check
              names one:
            </p>
            <CodeBlock language="bash">portico update --check</CodeBlock>
            <CommandBox
              command="portico update --now"
              label="the command that installs the newest release now"
            />
          </div>
          <div>
            <p>
              Patch releases install automatically each night, at {facts['update-check-time'].text}{' '}
              unless you moved the check, as long as <code>auto_update</code> in the{' '}
              <code>[updates]</code> section of <code>/etc/portico/portico.conf</code> stays on{' '}
              <code>patch</code> or <code>minor</code>. The host components update first, then each
              account&apos;s containers are recreated one account at a time, with a few seconds of
              downtime per account. Automatic updates on <code>patch</code> install{' '}
              {facts['auto-update-reach'].text}: compare an advisory&apos;s fixed version with the
              minor line your server runs.
            </p>
            <p>
              Screens and settings are in <Link to="/docs/admin/settings/updates/">Updates</Link>. A
              server still on 0.3.7 or 0.3.8 gets no further fixes:{' '}
              <Link to="/docs/articles/install-update/upgrade-from-0-3/">upgrade it to 1.x</Link>.
            </p>
          </div>
        </div>
      </Section>

      <Section title="Report a vulnerability">
        <div className={styles.report}>
          <p>
            Email <a href={`mailto:${securityContact.email}`}>{securityContact.email}</a>, encrypted
            with the key below if the details are sensitive. Please include:
          </p>
          <ul>
            {reportContents.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            A person acknowledges your report within {securityContact.acknowledgeHours} hours and
            keeps you posted until the fix ships. The advisory appears on this page the day the
            fixing release is out, with your name if you want it there.
          </p>
          <p>
            Test on a Portico server of your own. Do not probe the public demo or other
            people&apos;s servers, and keep the details private until the advisory is published.
            Bugs that are not security issues belong in the{' '}
            <Link to="/community/">public issue tracker</Link>.
          </p>
        </div>
      </Section>

      <Section title="PGP key for security reports" surface>
        <dl className={styles.keyFacts}>
          <div>
            <dt>User ID</dt>
            <dd>{securityKey.userId}</dd>
          </div>
          <div>
            <dt>Fingerprint</dt>
            <dd>
              <code className={styles.fingerprint}>{securityKey.fingerprint}</code>
            </dd>
          </div>
          <div>
            <dt>Algorithm</dt>
            <dd>{securityKey.algorithm}</dd>
          </div>
          <div>
            <dt>Valid</dt>
            <dd>
              <time dateTime={securityKey.created}>
                {formatDate(securityKey.created, 'shortDay')}
              </time>{' '}
              to{' '}
              <time dateTime={securityKey.expires}>
                {formatDate(securityKey.expires, 'shortDay')}
              </time>
            </dd>
          </div>
        </dl>
        <CodeBlock language="text" title={securityKey.fileName}>
          {securityKey.armored}
        </CodeBlock>
        <p className={styles.keyActions}>
          <a className="button button--primary" href={keyDownload} download={securityKey.fileName}>
            <Download aria-hidden="true" size={16} /> Download {securityKey.fileName}
          </a>
        </p>
        <p>
          Import it, then compare the fingerprint GnuPG prints with the one above before you encrypt
          anything:
        </p>
        <CodeBlock language="bash">{`gpg --import ${securityKey.fileName}\ngpg --fingerprint ${securityContact.email}`}</CodeBlock>
      </Section>

      <CallToAction
        title="Know about fixes the day they ship"
        text="Every release has a changelog page, and security fixes are listed under Security with the advisory that explains them."
        primary={{label: 'Read the changelog', to: '/docs/changelog/'}}
        secondary={{label: 'Get support', to: '/support/'}}
      />
    </MarketingLayout>
  );
}
