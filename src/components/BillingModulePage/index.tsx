import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {Download} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import RichText from '@site/src/components/RichText';
import {
  billingActions,
  billingModuleById,
  billingModules,
  type BillingModuleId,
} from '@site/src/data/billing-modules';
import {editions, formatPrice, trial} from '@site/src/data/editions';
import {formatDate} from '@site/src/data/dates';
import styles from './styles.module.css';
import DataTable from '@site/src/components/DataTable';

interface Props {
  id: BillingModuleId;
}

const enterprise = editions.find((edition) => edition.id === 'enterprise')!;

/**
 * The page of one billing module: what its billing system triggers, what it
 * needs, how to install it, and how to fix the usual failures. Every word
 * that differs between modules comes from `src/data/billing-modules.ts`.
 */
export default function BillingModulePage({id}: Props): ReactNode {
  const billingModule = billingModuleById(id);
  const other = billingModules.find((entry) => entry.id !== id)!;
  const {name} = billingModule;

  return (
    <MarketingLayout title={billingModule.title} description={billingModule.description}>
      <PageHero
        eyebrow={`Billing module for ${name}`}
        title={billingModule.heroTitle}
        lead={billingModule.lead}>
        <Link className="button button--primary button--lg" to={billingModule.article}>
          Read the setup guide
        </Link>
        <a
          className="button button--secondary button--outline button--lg"
          href={billingModule.releases}
          rel="noopener noreferrer">
          <Download aria-hidden="true" size={18} className={styles.buttonIcon} />
          Download the module
        </a>
      </PageHero>

      <Section
        title={`What ${name} triggers on Portico`}
        intro={
          <>
            Each of the {billingActions.length} actions starts from an event you already know in{' '}
            {name}. The <Link to="/billing/">billing overview</Link> explains what each one changes
            on the server.
          </>
        }>
        <DataTable label={`Actions of the ${name} module`}>
          <caption>When {name} calls the Portico API, and which call it makes</caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">When it runs</th>
              <th scope="col">API call</th>
            </tr>
          </thead>
          <tbody>
            {billingActions.map((action) => (
              <tr key={action.id}>
                <th scope="row">{action.label}</th>
                <td>
                  <RichText text={billingModule.triggers[action.id]} />
                </td>
                <td>
                  <code className={styles.endpoint}>{action.endpoint}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Section>

      <Section title="What you need" surface>
        <dl className={styles.requirements}>
          {billingModule.supported.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
          <div>
            <dt>Price</dt>
            <dd>
              Included with <Link to="/enterprise/">Enterprise</Link> at{' '}
              {formatPrice(enterprise.monthly)} per server per month, and usable during the{' '}
              {trial.days}-day trial.
            </dd>
          </div>
        </dl>
        <p className={styles.note}>
          The {name} module first shipped with Portico {billingModule.since}. Its releases, with the
          changes in each, are published at{' '}
          <a href={billingModule.releases} rel="noopener noreferrer">
            git.portico.example
          </a>
          . {name} is a separate product with its own documentation at{' '}
          <a href={billingModule.vendorUrl} rel="noopener noreferrer">
            {billingModule.vendorUrl.replace('https://', '')}
          </a>
          : what this page says of its versions, screens and paths is as of{' '}
          {formatDate(billingModule.asOf, 'month')}.
        </p>
      </Section>

      <Section title="Install and connect" intro={billingModule.installIntro}>
        <ol className={styles.steps}>
          {billingModule.installSteps.map((step) => (
            <li key={step.title}>
              <Heading as="h3" className={styles.stepTitle}>
                {step.title}
              </Heading>
              <p>
                <RichText text={step.text} />
              </p>
              {step.code && (
                <CodeBlock language={step.code.language} title={step.code.title}>
                  {step.code.content}
                </CodeBlock>
              )}
            </li>
          ))}
        </ol>
        <p className={styles.note}>
          The module lives in <code>{billingModule.installPath}</code> once installed. Screens,
          fields and a test order are shown step by step in the{' '}
          <Link to={billingModule.article}>{name} setup guide</Link>.
        </p>
      </Section>

      <Section title="Once it is running" surface>
        <ul className={styles.inUse}>
          {billingModule.inUse.map((line) => (
            <li key={line}>
              <RichText text={line} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title="When something fails">
        <dl className={styles.problems}>
          {billingModule.troubleshooting.map((item) => (
            <div key={item.problem}>
              <dt>
                <RichText text={item.problem} />
              </dt>
              <dd>
                <RichText text={item.fix} />
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>
          Still stuck?{' '}
          <Link to="/docs/articles/extensions/billing-troubleshooting/">
            Billing troubleshooting
          </Link>{' '}
          reads the error codes one by one, and Enterprise customers can{' '}
          <Link to="/support/">open a ticket</Link>.
        </p>
      </Section>

      <CallToAction
        title={billingModule.closing.title}
        text={billingModule.closing.text}
        primary={{label: `Set up the ${name} module`, to: billingModule.article}}
        secondary={{label: `Using ${other.name} instead?`, to: other.route}}
      />
    </MarketingLayout>
  );
}
