import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {Boxes, Scale, Server} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import RichText from '@site/src/components/RichText';
import {channels, company, demoResetLabel} from '@site/src/data/company';
import {advisories} from '@site/src/data/advisories';
import {editions, formatPrice, trial} from '@site/src/data/editions';
import {changelogPathOf, releases} from '@site/src/data/releases';
import {formatCount, headlineFigures, statisticsAsOf} from '@site/src/data/statistics';
import {milestoneVideo} from '@site/src/data/video';
import styles from './about.module.css';
import CardGrid, {type Card} from '@site/src/components/CardGrid';
import {formatDate} from '@site/src/data/dates';

const enterprise = editions.find((edition) => edition.id === 'enterprise')!;
const figure = (id: (typeof headlineFigures)[number]['id']) =>
  headlineFigures.find((entry) => entry.id === id)!.value;
const shipped = releases.filter((release) => release.status === 'released');
const firstRelease = shipped[shipped.length - 1];

const releaseDate = (version: string) =>
  releases.find((release) => release.version === version)!.date;

const principles: Card[] = [
  {
    icon: Boxes,
    title: 'One account cannot take down another',
    text: 'Many panels run every website on one shared web server, one PHP pool and one database server, so a single runaway plugin slows everybody. Portico gives each account its own rootless containers with its own limits. A site that misbehaves hits its own ceiling and stops there.',
    link: {
      to: '/docs/articles/docker/how-account-containers-work/',
      label: 'How account containers work',
    },
  },
  {
    icon: Scale,
    title: 'A price you can predict',
    text: `Community is free with no cap on accounts or domains. Enterprise costs ${formatPrice(enterprise.monthly)} per server per month whether the server holds five accounts or five hundred, so growing your business never raises the bill for the software underneath it.`,
    link: {to: '/enterprise/', label: 'Compare the editions'},
  },
  {
    icon: Server,
    title: 'Your server, your data',
    text: 'Portico runs on a machine you rent or own, at any provider. Sites, databases and mail never leave it. A server tells us two things only: its daily update check (Portico version, operating system, and counts of websites and of accounts per web server) and, on Enterprise, the license check.',
    link: {to: '/statistics/', label: 'See what the update check counts'},
  },
];

/** `text` is rich text (src/data/rich-text.ts): each capability a milestone names links the docs page that shows how. */
type Milestone = {title: string; text: string; date: string; link: {to: string; label: string}};

const releaseMilestone = (version: string, title: string, text: string): Milestone => ({
  title,
  text,
  date: releaseDate(version),
  link: {
    to: changelogPathOf(version),
    label: `Portico ${version} changelog`,
  },
});

const milestones: Milestone[] = [
  releaseMilestone(
    '0.1.0',
    'Public beta',
    '[Domains](/docs/panel/domains/add-domain/), [SSL](/docs/panel/domains/ssl/), a [file manager](/docs/panel/files/file-manager/), [MySQL](/docs/panel/mysql/databases/), [PHP versions](/docs/panel/php/domains/) and [cron jobs](/docs/panel/advanced/cron-jobs/), on Ubuntu 22.04. Each account already ran in [containers of its own](/docs/articles/docker/how-account-containers-work/).',
  ),
  releaseMilestone(
    '0.2.0',
    'Debian 12 and resellers',
    'A second operating system, [reseller accounts](/docs/admin/accounts/resellers/), [Redis](/docs/panel/caching/redis/) and [Memcached](/docs/panel/caching/memcached/) per account, and the [WordPress manager](/docs/panel/applications/wordpress/).',
  ),
  releaseMilestone(
    '0.3.0',
    'Mail and the first billing module',
    '[Email accounts](/docs/panel/emails/new-account/) with [webmail](/docs/panel/emails/webmail/) (in beta), [notifications](/docs/panel/account/notifications/), and the [WHMCS module](/docs/articles/extensions/whmcs/).',
  ),
  releaseMilestone(
    '1.0.0',
    'Portico 1.0',
    'The stable release: a [new installer](/docs/articles/install-update/install-on-a-fresh-server/), the [Enterprise edition](/docs/articles/license/activate-enterprise/), [container screens](/docs/panel/containers/web-server/) in the panel, [OpenLiteSpeed](/docs/panel/containers/change-stack/) and [Varnish](/docs/panel/caching/varnish/), AlmaLinux 9 and Rocky Linux 9, the [DNS cluster](/docs/admin/domains/dns-cluster/) and the [FOSSBilling module](/docs/articles/extensions/fossbilling/).',
  ),
  releaseMilestone(
    '1.2.2',
    'Enterprise without a sales call',
    `A ${trial.days}-day trial of every Enterprise feature, [started from the admin panel](/docs/admin/license/) of any server, no card asked.`,
  ),
  releaseMilestone(
    '1.5.0',
    'arm64 servers',
    'Portico [installs on 64-bit ARM machines](/docs/articles/install-update/install-on-a-fresh-server/) as well as x86_64, with [resource usage graphs](/docs/panel/advanced/resource-usage/) for every account.',
  ),
  releaseMilestone(
    '1.6.0',
    'Ubuntu 24.04 and Debian 13',
    '[Support](/docs/articles/install-update/install-on-a-fresh-server/) for the newest long-term Ubuntu and Debian releases, and [HTTP basic authentication](/docs/admin/security/basic-auth/) in front of the admin panel.',
  ),
  {
    title: `${formatCount(figure('servers'))} servers`,
    text: `Servers running Portico in ${figure('countries')} countries reported ${formatCount(figure('websites'))} websites between them.`,
    date: statisticsAsOf,
    link: {to: `/?${milestoneVideo.queryKey}`, label: 'Watch the milestone video'},
  },
];

const workingHabits = [
  {
    title: 'In the open',
    body: (
      <>
        The source code and the issue tracker are public at{' '}
        <a href={channels.source} rel="noopener noreferrer">
          git.portico.example
        </a>
        . Bugs are discussed where you can read them, and the docs take corrections like any other
        change.
      </>
    ),
  },
  {
    title: 'Small, frequent releases',
    body: (
      <>
        {shipped.length} releases since {formatDate(firstRelease.date, 'month')}, each with its own{' '}
        <Link to="/docs/changelog/">changelog page</Link>. Patch releases install themselves
        overnight unless you say otherwise.
      </>
    ),
  },
  {
    title: 'Security on the record',
    body: (
      <>
        Every vulnerability we fix gets an advisory with its severity, the affected versions and the
        fixing release: {advisories.length} so far, all listed on the{' '}
        <Link to="/patches/">security patches page</Link>.
      </>
    ),
  },
  {
    title: 'Plans you can see',
    body: (
      <>
        What we are building now and what comes after is on the <Link to="/roadmap/">roadmap</Link>,
        and what has shipped links to the release that carried it.
      </>
    ),
  },
];

const contacts = [
  {label: 'General questions', email: company.contacts.general},
  {label: 'Prices and partner licenses', email: company.contacts.sales},
  {label: 'Security reports', email: company.contacts.security},
];

export default function About(): ReactNode {
  return (
    <MarketingLayout
      title="About Portico Labs"
      description="Portico Labs makes Portico, the self-hosted hosting panel that isolates every account in containers: why it exists, how it is priced and how it grew.">
      <PageHero
        eyebrow={`About ${company.name}`}
        title="We make the hosting panel we wanted to run"
        lead={`${company.name} builds Portico, a control panel you install on your own Linux server. It exists because hosting panels kept making the same three trade-offs: every site in one shared stack, prices that climb with each account, and your data on somebody else's platform.`}>
        <Link className="button button--primary button--lg" to="/install/">
          Install Portico
        </Link>
        <Link className="button button--secondary button--outline button--lg" to="/roadmap/">
          Read the roadmap
        </Link>
      </PageHero>

      <Section
        title="Why Portico exists"
        intro="Three ideas decide what goes into the panel and what stays out.">
        <CardGrid cards={principles} />
      </Section>

      <Section
        title="Milestones"
        intro={`From a public beta in ${formatDate(firstRelease.date, 'month')} to ${formatCount(figure('servers'))} servers: the releases that changed what Portico is.`}
        surface>
        <ol className={styles.timeline}>
          {milestones.map((milestone) => (
            <li key={milestone.title}>
              <time dateTime={milestone.date} className={styles.when}>
                {formatDate(milestone.date, 'month')}
              </time>
              <div>
                <Heading as="h3" className={styles.milestoneTitle}>
                  {milestone.title}
                </Heading>
                <p>
                  <RichText text={milestone.text} />
                </p>
                <Link to={milestone.link.to}>{milestone.link.label}</Link>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="How we work">
        <dl className={styles.habits}>
          {workingHabits.map((habit) => (
            <div key={habit.title}>
              <dt>{habit.title}</dt>
              <dd>{habit.body}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section
        title="Write to us"
        intro="There is no phone line. Each address below reaches the people who handle that subject, and every message gets a reply."
        surface>
        <ul className={styles.contacts}>
          {contacts.map((contact) => (
            <li key={contact.email}>
              <span>{contact.label}</span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          For help with a server, the <Link to="/community/">community</Link> and the{' '}
          <Link to="/support/">support page</Link> are faster. Security reports can be encrypted
          with the key on the <Link to="/patches/">patches page</Link>.
        </p>
      </Section>

      <CallToAction
        title="See the panel before you read more about us"
        text={`Both panels run on a public demo server with sample accounts. Sign in with the shared logins; it resets ${demoResetLabel}.`}
        primary={{label: 'Open the demo', to: '/demo/'}}
        secondary={{label: 'Join the community', to: '/community/'}}
      />
    </MarketingLayout>
  );
}
