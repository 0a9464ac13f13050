import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {Check} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {company} from '@site/src/data/company';
import {editions, formatPrice, partnerTiers, support, trial} from '@site/src/data/editions';
import {formatMoney} from '@site/src/data/money';
import styles from './licenses-for-partners.module.css';
import DataTable from '@site/src/components/DataTable';
import RichText from '@site/src/components/RichText';

const enterprise = editions.find((edition) => edition.id === 'enterprise')!;
const lowest = partnerTiers[partnerTiers.length - 1];

const saving = (monthly: number) => `${Math.round((1 - monthly / enterprise.monthly) * 100)}%`;

interface Row {
  servers: string;
  monthly: number;
  minServers: number;
}

const rows: Row[] = [
  {servers: `1 to ${partnerTiers[0].minServers - 1}`, monthly: enterprise.monthly, minServers: 1},
  ...partnerTiers.map((tier, index) => {
    const next = partnerTiers[index + 1];
    return {
      servers: next ? `${tier.minServers} to ${next.minServers - 1}` : `${tier.minServers} or more`,
      monthly: tier.monthly,
      minServers: tier.minServers,
    };
  }),
];

const partnerGets = [
  ...enterprise.highlights.filter(
    (item) => !item.startsWith('Everything') && !item.startsWith('Priority'),
  ),
  `Priority support: a first answer within ${support.enterpriseResponseHours} hours, ${support.outageResponseHours} hours when a server is down`,
  'A listing on the hosting providers page, with your regions and a link to your plans',
  'One invoice for all of your servers, whatever data centers they sit in',
];

const billingRules = [
  'One invoice arrives on the first day of each month, in US dollars, for every key active on that day. Pay by card or bank transfer.',
  'The number of active keys on the invoice sets the tier, and that tier price applies to all of them, not only to the servers above the threshold.',
  'A key added during the month is charged pro rata on the next invoice. A key you release stops counting from the next invoice.',
  `If your count falls below ${partnerTiers[0].minServers}, the next invoice uses the standard ${formatPrice(enterprise.monthly)} price. Nothing is switched off.`,
  'There is no yearly prepayment and no term beyond the current month.',
];

const questions = [
  {
    question: 'Can I test Portico before I apply?',
    answer: `Yes. Every server can run the ${trial.days}-day Enterprise trial. When your partner keys arrive, enter one on each trial server; nothing is reinstalled and no account is touched.`,
  },
  {
    question: 'I already pay for Enterprise on a few servers. Do they move over?',
    answer:
      'Yes. List their keys in your application. They keep working unchanged and join your partner invoice from the next month at the tier price.',
  },
  {
    question: 'Do my resellers need licenses of their own?',
    answer:
      'No. The license belongs to the server, so every reseller and every account on a licensed server is covered.',
  },
  {
    question: 'Can I move a key to a replacement server?',
    answer:
      'Yes, exactly like any Enterprise key: once the accounts have moved, release it on the old server last and enter it on the new one. The move does not change your invoice.',
    link: {to: '/docs/articles/license/move-license/', label: 'Moving a license'},
  },
  {
    question: 'Do Community servers count toward a tier?',
    answer:
      'No. Only servers with an Enterprise key count, and Community servers stay free whatever their number.',
  },
];

export default function LicensesForPartners(): ReactNode {
  return (
    <MarketingLayout
      title="Partner licenses"
      description={`Volume Enterprise licenses for hosting partners: from ${formatPrice(partnerTiers[0].monthly)} per server per month at ${partnerTiers[0].minServers} servers down to ${formatPrice(lowest.monthly)} at ${lowest.minServers}, billed monthly.`}>
      <PageHero
        eyebrow="Partner licenses"
        title={`Enterprise from ${formatPrice(partnerTiers[0].monthly)} per server for hosting partners`}
        lead={`From ${partnerTiers[0].minServers} servers on, every Enterprise license gets cheaper, and the lower price covers your whole fleet. One monthly invoice, no yearly commitment, and a listing for your company on this site.`}>
        <a
          className="button button--primary button--lg"
          href={`mailto:${company.contacts.sales}?subject=Partner%20license%20application`}>
          Apply by email
        </a>
        <Link
          className="button button--secondary button--outline button--lg"
          to="/hosting-providers/">
          Why providers run Portico
        </Link>
      </PageHero>

      <Section
        title="Volume tiers"
        intro="Prices per server per month. Count the servers that carry an Enterprise key; the row they fall in sets the price for every one of them.">
        <DataTable label="Volume tiers">
          <caption>Enterprise price per server by number of licensed servers</caption>
          <thead>
            <tr>
              <th scope="col">Licensed servers</th>
              <th scope="col">Price per server per month</th>
              <th scope="col">Less than the standard price</th>
              <th scope="col">Monthly total at the smallest count</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.servers} className={row.minServers === 1 ? styles.standard : undefined}>
                <th scope="row">
                  {row.servers}
                  {row.minServers === 1 && (
                    <span className={styles.rowNote}>standard Enterprise</span>
                  )}
                </th>
                <td>{formatPrice(row.monthly)}</td>
                <td>{row.minServers === 1 ? '—' : saving(row.monthly)}</td>
                <td>{formatMoney(row.monthly * row.minServers)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <p className={styles.note}>
          For example, 60 servers fall in the {partnerTiers[1].minServers}-server tier: 60 ×{' '}
          {formatPrice(partnerTiers[1].monthly)} = {formatMoney(60 * partnerTiers[1].monthly)} a
          month.
        </p>
      </Section>

      <Section title="What partners get" surface>
        <ul className={styles.gets}>
          {partnerGets.map((item) => (
            <li key={item}>
              <Check aria-hidden="true" size={18} />
              <span>
                <RichText text={item} />
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.note}>
          The same software as any Enterprise server, with the billing modules for{' '}
          <Link to="/whmcs-module/">WHMCS</Link> and{' '}
          <Link to="/fossbilling-module/">FOSSBilling</Link> included.
        </p>
      </Section>

      <Section title="How billing works">
        <ul className={styles.rules}>
          {billingRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Section>

      <Section title="How to apply" surface>
        <ol className={styles.apply}>
          <li>
            Write to <a href={`mailto:${company.contacts.sales}`}>{company.contacts.sales}</a> with
            your company name and website, the number of servers you run Portico on today and expect
            in twelve months, where they are hosted, and what you sell on them.
          </li>
          <li>
            Within two business days you receive the partner terms to accept, and then one license
            key per server.
          </li>
          <li>
            Enter each key in <strong>Admin → License</strong>, or as root on the server:
            <CodeBlock language="bash">portico license key PTC-7F3K-29QX-M4LD</CodeBlock>
          </li>
          <li>
            Send the name, regions and plan page you want shown on the{' '}
            <Link to="/hosting-providers/">hosting providers page</Link>.
          </li>
        </ol>
      </Section>

      <Section title="Questions from partners">
        <div className={styles.faq}>
          {questions.map(({question, answer, link}) => (
            <div key={question}>
              <Heading as="h3" className={styles.question}>
                {question}
              </Heading>
              <p>
                {answer} {link && <Link to={link.to}>{link.label}</Link>}
              </p>
            </div>
          ))}
        </div>
      </Section>

      <CallToAction
        title={`Running ${partnerTiers[0].minServers} servers or more?`}
        text="Send us your numbers and get partner pricing from your next invoice."
        primary={{label: 'Apply by email', to: `mailto:${company.contacts.sales}`}}
        secondary={{label: 'Enterprise features', to: '/enterprise/'}}
      />
    </MarketingLayout>
  );
}
