import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import EditionCards from '@site/src/components/EditionCards';
import ComparisonTable from '@site/src/components/ComparisonTable';
import CallToAction from '@site/src/components/CallToAction';
import {
  editionRows,
  editions,
  enterpriseOnCommunityDoc,
  formatPrice,
  partnerTiers,
  partnerTiersText,
  trial,
} from '@site/src/data/editions';
import {company, ports} from '@site/src/data/company';
import styles from './enterprise.module.css';
import ResponseTimes from '@site/src/components/ResponseTimes';
import {listInProse} from '@site/src/data/statistics';

const enterprise = editions.find((edition) => edition.id === 'enterprise')!;
const yearlySaving = enterprise.monthly * 12 - enterprise.yearly;

const trialSteps = [
  `Sign in to Portico Admin on port ${ports.admin} as an administrator.`,
  `Open ${trial.startedFrom} and press Start free trial.`,
  `The Enterprise-only rows of the comparison above unlock at once: ${listInProse(editionRows.filter((row) => row.community === false).map((row) => row.feature))}.`,
  `After ${trial.days} days, enter a license key to keep them, or the server returns to Community with your accounts untouched.`,
];

const questions = [
  {
    question: 'What happens when the trial ends?',
    answer: (
      <>
        Enter a license key before the last day and nothing changes. Without one, the server carries
        on as Community: the Enterprise screens lock again and keep what you set up during the
        trial, read-only, and hosting accounts, sites and databases are not touched.{' '}
        <Link to={enterpriseOnCommunityDoc}>What a Community server shows</Link> is described once,
        in the license docs.
      </>
    ),
  },
  {
    question: 'Is the license per server or per account?',
    answer:
      'Per server. One license covers every account, domain and reseller on that server, with no tiers by account count.',
  },
  {
    question: 'Can I move a license to a new server?',
    answer: (
      <>
        Yes. Move the accounts first and release the key last, from Admin → License on the old
        server, then enter the same key on the new one: releasing drops the old server to Community
        at once.{' '}
        <Link to="/docs/articles/license/move-license/">Move a license to another server</Link>{' '}
        walks through it, the case of a server that is already gone included.
      </>
    ),
  },
  {
    question: 'Do I need Enterprise for WHMCS or FOSSBilling?',
    answer:
      'Yes. Both billing modules are free downloads, and they work with servers that run Enterprise.',
  },
];

export default function Enterprise(): ReactNode {
  return (
    <MarketingLayout
      title="Enterprise edition"
      description={`Portico Enterprise adds mail, resellers, DNS clustering, billing modules and priority support for ${formatPrice(enterprise.monthly)} per server per month, with a ${trial.days}-day free trial.`}>
      <PageHero
        eyebrow="Enterprise"
        title="Portico Enterprise, for hosting businesses"
        lead={`${formatPrice(enterprise.monthly)} per server per month, or ${formatPrice(enterprise.yearly)} per year. One license covers every account on the server. Try it free for ${trial.days} days, no card needed.`}>
        <Link className="button button--primary button--lg" to="#trial">
          Start the free trial
        </Link>
        <a
          className="button button--secondary button--outline button--lg"
          href={`mailto:${company.contacts.sales}`}>
          Talk to sales
        </a>
      </PageHero>
      <Section
        title="Editions and prices"
        intro={`Paying yearly saves ${formatPrice(yearlySaving)} per server. Running ${partnerTiers[0].minServers} servers or more? Partner licenses cost ${partnerTiersText}.`}>
        <EditionCards />
        <p className="margin-top--md">
          <Link to="/licenses-for-partners/">See partner license tiers</Link>
        </p>
      </Section>
      <Section title="Community and Enterprise compared" surface>
        <ComparisonTable
          caption="What each edition includes"
          columns={['Community', 'Enterprise']}
          rows={editionRows.map((row) => ({
            label: row.feature,
            values: [row.community, row.enterprise],
          }))}
        />
      </Section>
      <Section
        id="trial"
        title={`The ${trial.days}-day free trial`}
        intro={`No card and no sales call. One trial per server, started from the admin panel of the server itself.`}>
        <ol className={styles.steps}>
          {trialSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          Not installed yet? <Link to="/install/">Install Portico</Link> first; the trial starts
          from a running server. The <Link to="/docs/admin/license/">license docs</Link> cover keys,
          renewals and moving a license.
        </p>
      </Section>
      <Section title="Priority support" surface>
        <ResponseTimes />
        <p>
          Tickets go to {company.contacts.support} with a <code>portico report</code> bundle
          attached. See <Link to="/support/">support</Link> for every channel.
        </p>
      </Section>
      <Section title="Questions before buying">
        <div className={styles.faq}>
          {questions.map(({question, answer}) => (
            <div key={question}>
              <Heading as="h3" className={styles.question}>
                {question}
              </Heading>
              <p>{answer}</p>
            </div>
          ))}
        </div>
      </Section>
      <CallToAction
        title="Start with Community, switch on Enterprise later"
        text="Every Community server can start the Enterprise trial at any time, with no reinstall."
        primary={{label: 'Install Portico', to: '/install/'}}
        secondary={{label: 'Read the license docs', to: '/docs/admin/license/'}}
      />
    </MarketingLayout>
  );
}
