import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CommandBox from '@site/src/components/CommandBox';
import CallToAction from '@site/src/components/CallToAction';
import {channels, company} from '@site/src/data/company';
import {support, trial} from '@site/src/data/editions';
import {securityContact} from '@site/src/data/security';
import ChatButton from './_components/ChatButton';
import TicketForm from './_components/TicketForm';
import styles from './styles.module.css';
import DataTable from '@site/src/components/DataTable';
import ResponseTimes from '@site/src/components/ResponseTimes';
import RichText from '@site/src/components/RichText';

interface ChannelRow {
  need: string;
  where: ReactNode;
  who: string;
  when: string;
}

const external = (href: string, label: string) => (
  <a href={href} rel="noopener noreferrer">
    {label}
  </a>
);
const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

const channelRows: ChannelRow[] = [
  {
    need: 'A how-to question or a configuration doubt',
    where: external(channels.forum, 'Community forum'),
    who: 'Other administrators and the Portico team',
    when: 'Best effort, often the same day',
  },
  {
    need: 'A short question while you work',
    where: (
      <>Live chat on this page when it is on, or {external(channels.chat, 'the community chat')}</>
    ),
    who: 'Whoever is online',
    when: 'Minutes when someone is there',
  },
  {
    need: 'A bug you can reproduce',
    where: external(channels.issues, 'Issue tracker'),
    who: 'Portico developers',
    when: 'Triaged every weekday',
  },
  {
    need: 'A problem on a server with Enterprise',
    where: <>The ticket form below, or {mail(company.contacts.support)}</>,
    who: 'Portico support',
    when: `${support.enterpriseResponseHours} h; ${support.outageResponseHours} h for an outage`,
  },
  {
    need: 'A possible security vulnerability',
    where: mail(securityContact.email),
    who: 'The security team, privately',
    when: `Acknowledged within ${securityContact.acknowledgeHours} h`,
  },
  {
    need: 'Prices, partner licenses, invoices',
    where: mail(company.contacts.sales),
    who: 'Sales',
    when: 'Within two business days',
  },
  {
    need: 'Anything else',
    where: mail(company.contacts.general),
    who: company.name,
    when: 'Within two business days',
  },
];

const covered = [
  'Portico itself: both panels, the portico command, the installer, updates and upgrades',
  'The services Portico sets up and manages: Caddy, the account containers, BIND, mail, FTP, the firewall and the WAF',
  'The WHMCS and FOSSBilling modules, and calls to the REST API',
  'Moving accounts in with the [cPanel import](/docs/admin/advanced/cpanel-import/), and restoring backups',
];

const notCovered = [
  'The code of customer websites and the plugins or themes inside them',
  'Software you installed on the server outside Portico',
  "Hardware, the hosting provider's network, and DNS at outside registrars",
];

export default function Support(): ReactNode {
  return (
    <MarketingLayout
      title="Support"
      description={`How to get help with Portico: community forum, chat and email for everyone, and Enterprise tickets answered within ${support.enterpriseResponseHours} hours, ${support.outageResponseHours} for outages.`}>
      <PageHero
        eyebrow="Support"
        title="Get help with your Portico server"
        lead="Every server has the forum, the chat and the docs. Servers with Enterprise also have a ticket queue with a guaranteed first answer, around the clock.">
        <ChatButton />
      </PageHero>

      <Section
        title="Pick the right channel"
        intro="Asking in the right place is the quickest way to an answer, and keeps security reports out of public view.">
        <DataTable label="Support channels">
          <caption>Support channels by what you need</caption>
          <thead>
            <tr>
              <th scope="col">What you need</th>
              <th scope="col">Where</th>
              <th scope="col">Who answers</th>
              <th scope="col">First answer</th>
            </tr>
          </thead>
          <tbody>
            {channelRows.map((row) => (
              <tr key={row.need}>
                <th scope="row">{row.need}</th>
                <td>{row.where}</td>
                <td>{row.who}</td>
                <td>{row.when}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Section>

      <Section
        title="Enterprise support terms"
        intro={`Included with every server that has an active Enterprise license, and during the ${trial.days}-day trial. No separate support contract, no ticket limit.`}
        surface>
        <ResponseTimes />
        <p className={styles.prose}>
          Both times run around the clock, weekends and holidays included. An outage means every
          site on the server, both panels, or mail for the whole server is down. A single broken
          site or a how-to question is a normal ticket, and marking it as an outage only delays the
          tickets that are.
        </p>
        <div className={styles.scope}>
          <div>
            <Heading as="h3" className={styles.scopeTitle}>
              Covered
            </Heading>
            <ul>
              {covered.map((item) => (
                <li key={item}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <Heading as="h3" className={styles.scopeTitle}>
              Not covered
            </Heading>
            <ul>
              {notCovered.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        title="Open an Enterprise ticket"
        intro="Fill in the fields and your mail program opens with the ticket written out. Attach the report archive, then send.">
        <TicketForm />
      </Section>

      <Section title="What to include" surface>
        <div className={styles.include}>
          <div>
            <p>
              Run this as root on the affected server before you write, ideally while the problem is
              still happening. It collects versions, settings, service and container states and the
              recent logs into one archive in <code>/root/</code>, with passwords, keys and tokens
              masked.
            </p>
            <CommandBox
              command="portico report"
              label="the command that writes a diagnostics archive for support"
            />
          </div>
          <div>
            <p>Then tell us, in this order:</p>
            <ol>
              <li>the Portico version and the operating system;</li>
              <li>what happened, and since when, in UTC;</li>
              <li>what you expected instead;</li>
              <li>what you already tried, with the output pasted as text.</li>
            </ol>
            <p>
              <Link to="/docs/articles/support/collect-a-report/">
                Collect a diagnostics report
              </Link>{' '}
              shows what the archive holds;{' '}
              <Link to="/docs/articles/support/open-a-ticket/">Open a support ticket</Link> has a
              full example. Post the archive only in a ticket, never on the forum: it keeps domain
              names and IP addresses.
            </p>
          </div>
        </div>
      </Section>

      <CallToAction
        title="The answer may already be written"
        text="The docs cover every screen of both panels, and the articles work through the problems administrators hit most."
        primary={{label: 'Search the docs', to: '/search/'}}
        secondary={{label: 'Browse the articles', to: '/docs/articles/'}}
      />
    </MarketingLayout>
  );
}
