import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {ArrowRight, ExternalLink} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import RichText from '@site/src/components/RichText';
import {billingActions, billingModules, createAccountCall} from '@site/src/data/billing-modules';
import {editions, formatPrice, partnerTiers, trial} from '@site/src/data/editions';
import {ports} from '@site/src/data/company';
import styles from './billing.module.css';
import DataTable from '@site/src/components/DataTable';

const enterprise = editions.find((edition) => edition.id === 'enterprise')!;
const firstTier = partnerTiers[0];

export default function Billing(): ReactNode {
  return (
    <MarketingLayout
      title="Billing integrations"
      description="Connect WHMCS or FOSSBilling to Portico so paid orders become hosting accounts and late invoices suspend them, or use the API for any other billing system.">
      <PageHero
        eyebrow="Billing integrations"
        title="From paid invoice to running account, with nobody in between"
        lead="Portico plugs into WHMCS and FOSSBilling. Your billing system creates, suspends and removes hosting accounts on its own schedule, and customers open their panel straight from the client area.">
        {billingModules.map((billingModule, index) => (
          <Link
            key={billingModule.id}
            className={
              index === 0
                ? 'button button--primary button--lg'
                : 'button button--secondary button--outline button--lg'
            }
            to={billingModule.route}>
            {billingModule.name} module
          </Link>
        ))}
      </PageHero>

      <Section
        title="What the modules automate"
        intro={`Both modules make the same ${billingActions.length} calls to the Portico REST API. This is what each call does to the hosting account on the server.`}>
        <DataTable label="Billing actions">
          <caption>Actions automated by the WHMCS and FOSSBilling modules</caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">What happens on the Portico server</th>
              <th scope="col">API call</th>
            </tr>
          </thead>
          <tbody>
            {billingActions.map((action) => (
              <tr key={action.id}>
                <th scope="row">{action.label}</th>
                <td>{action.result}</td>
                <td>
                  <code className={styles.endpoint}>{action.endpoint}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <p className={styles.note}>
          Plans match by name: the plan on a billing product must equal a Portico plan name exactly.
          What a suspension keeps and how to trace who asked for it is in{' '}
          <Link to="/docs/articles/accounts/suspended-account/">
            A site shows “This account is suspended”
          </Link>
          .
        </p>
      </Section>

      <Section title="Pick your billing system" surface>
        <div className={styles.cards}>
          {billingModules.map((billingModule) => (
            <article key={billingModule.id} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                {billingModule.name}
              </Heading>
              <p>
                <RichText text={billingModule.summary} />
              </p>
              <dl className={styles.facts}>
                {billingModule.supported.slice(0, 1).map((item) => (
                  <div key={item.label}>
                    <dt>Supported {item.label} versions</dt>
                    <dd>{item.value}</dd>
                  </div>
                ))}
                <div>
                  <dt>Available since</dt>
                  <dd>Portico {billingModule.since}</dd>
                </div>
              </dl>
              <p className={styles.cardLinks}>
                <Link to={billingModule.route}>
                  Install steps and troubleshooting <ArrowRight aria-hidden="true" size={16} />
                </Link>
                <a href={billingModule.vendorUrl} rel="noopener noreferrer">
                  About {billingModule.name} <ExternalLink aria-hidden="true" size={14} />
                </a>
              </p>
            </article>
          ))}
        </div>
      </Section>

      <Section title="Included with Enterprise">
        <div className={styles.enterprise}>
          <p>
            The modules are free downloads, and they connect only to servers running Enterprise:{' '}
            {formatPrice(enterprise.monthly)} per server per month or{' '}
            {formatPrice(enterprise.yearly)} a year, or the {trial.days}-day trial with no card.
            Providers with {firstTier.minServers} servers or more pay from{' '}
            {formatPrice(firstTier.monthly)} under a{' '}
            <Link to="/licenses-for-partners/">partner license</Link>.
          </p>
          <p>
            On the server, each module is one switch in <strong>Admin → Settings → Modules</strong>.
            Turning it on creates the API token the billing system signs in with; turning it off
            revokes that token at once. The{' '}
            <Link to="/docs/admin/settings/modules/">Modules page of the admin docs</Link> has the
            details.
          </p>
        </div>
      </Section>

      <Section
        title="Another billing system? Use the API"
        intro="Blesta, HostBill, an in-house shop: anything that can send an HTTPS request can do what the modules do."
        surface>
        <div className={styles.api}>
          <div>
            <p>
              Create a token in <strong>Admin → Settings → API</strong> with read and write scope,
              and point your system at <code>/api/</code> on port {ports.admin}. Creating an account
              is one request; the answer carries the generated password, shown this one time.
            </p>
            <p>
              Every action in the table above is a single call, and tokens can be limited to the
              address of your billing server. Read{' '}
              <Link to="/docs/admin/settings/api/">API settings</Link> for tokens, scopes and rate
              limits, then{' '}
              <Link to="/docs/articles/dev-experience/automate-with-the-api/">
                Automate Portico with the API
              </Link>{' '}
              for a full example.
            </p>
          </div>
          <div>
            <CodeBlock language="bash" title="Create an account">
              {createAccountCall.command}
            </CodeBlock>
            <CodeBlock language="json" title="Response (201 Created)">
              {createAccountCall.answer}
            </CodeBlock>
          </div>
        </div>
      </Section>

      <CallToAction
        title="Place a test order against yourself"
        text={`Start the ${trial.days}-day trial on one server, connect your billing system, and buy your own cheapest plan to watch the account appear.`}
        primary={{label: 'Start the free trial', to: '/enterprise/'}}
        secondary={{label: 'For hosting providers', to: '/hosting-providers/'}}
      />
    </MarketingLayout>
  );
}
