import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {CheckCircle2, CircleDashed, Hammer, type LucideIcon} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {channels} from '@site/src/data/company';
import {changelogPathOf, releases} from '@site/src/data/releases';
import {
  roadmap,
  roadmapStatusLabels,
  type RoadmapItem,
  type RoadmapStatus,
} from '@site/src/data/roadmap';
import styles from './roadmap.module.css';
import {formatDate} from '@site/src/data/dates';

const byStatus = (status: RoadmapStatus) => roadmap.filter((item) => item.status === status);
const inProgress = byStatus('in-progress');
const planned = byStatus('planned');
const shipped = byStatus('shipped');
const upcoming = releases.find((release) => release.status === 'upcoming');

const icons: Record<RoadmapStatus, LucideIcon> = {
  'in-progress': Hammer,
  planned: CircleDashed,
  shipped: CheckCircle2,
};

const statusClass: Record<RoadmapStatus, string | undefined> = {
  'in-progress': styles.inProgress,
  planned: styles.planned,
  shipped: styles.shipped,
};

function StatusLabel({status}: {status: RoadmapStatus}): ReactNode {
  const Icon = icons[status];
  return (
    <span className={clsx(styles.status, statusClass[status])}>
      <Icon aria-hidden="true" size={14} />
      {roadmapStatusLabels[status]}
    </span>
  );
}

function Card({item}: {item: RoadmapItem}): ReactNode {
  return (
    <li className={styles.card}>
      <StatusLabel status={item.status} />
      <Heading as="h3" className={styles.cardTitle}>
        {item.title}
      </Heading>
      <p>{item.description}</p>
    </li>
  );
}

export default function Roadmap(): ReactNode {
  return (
    <MarketingLayout
      title="Roadmap"
      description="What the Portico team is building now, what is planned next, and the features that already shipped, each linked to the release that carried it.">
      <PageHero
        eyebrow="Roadmap"
        title="What we are building, and what already shipped"
        lead={`${inProgress.length} features in progress, ${planned.length} planned, and the ${shipped.length} most recent ones that reached your server, each linked to its release notes. Nothing here has a promised date until it is on a release page.`}>
        {upcoming && (
          <Link
            className="button button--primary button--lg"
            to={changelogPathOf(upcoming.version)}>
            Next release: {upcoming.version}
          </Link>
        )}
        <a
          className="button button--secondary button--outline button--lg"
          href={channels.issues}
          rel="noopener noreferrer">
          Request a feature
        </a>
      </PageHero>

      <Section
        title="In progress"
        intro={
          upcoming
            ? `Work under way now. Each item ships in the first release after it is finished and tested; the ${upcoming.version} page, planned for ${formatDate(upcoming.date, 'month')}, lists what is already scheduled.`
            : 'Work under way now. Each item ships in the first release after it is finished and tested.'
        }>
        <ul className={styles.cards}>
          {inProgress.map((item) => (
            <Card key={item.title} item={item} />
          ))}
        </ul>
      </Section>

      <Section
        title="Planned"
        intro="Decided but not started. The order can change with what administrators ask for most on the forum and in the issue tracker."
        surface>
        <ul className={styles.cards}>
          {planned.map((item) => (
            <Card key={item.title} item={item} />
          ))}
        </ul>
      </Section>

      <Section
        title="Shipped"
        intro="Recent features and the release that completed them. The changelog page of each release lists every change it made.">
        <ol className={styles.shippedList}>
          {shipped.map((item) => {
            const release = releases.find((entry) => entry.version === item.release);
            return (
              <li key={item.title}>
                <div className={styles.shippedHead}>
                  <Heading as="h3" className={styles.shippedTitle}>
                    {item.title}
                  </Heading>
                  {release && (
                    <span className={styles.shippedRelease}>
                      <Link to={changelogPathOf(release.version)}>Portico {release.version}</Link>
                      {', '}
                      <time dateTime={release.date}>{formatDate(release.date)}</time>
                    </span>
                  )}
                </div>
                <p>{item.description}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section title="Shape what comes next" surface>
        <div className={styles.shape}>
          <p>
            Requests start as issues on the{' '}
            <a href={channels.issues} rel="noopener noreferrer">
              issue tracker
            </a>
            . Describe the problem you want solved and the setup you run, not only the feature you
            have in mind: a clear use case often leads to a simpler answer than the one first asked
            for.
          </p>
          <p>
            If someone has asked already, add your case to that issue instead of opening a new one.
            How many different setups need a change counts for more than how long its thread is.
            Broader ideas are welcome on the <Link to="/community/">forum</Link> first.
          </p>
        </div>
      </Section>

      <CallToAction
        title="Everything shipped is yours to run today"
        text="Install the current release, or read what changed in each one since the public beta."
        primary={{label: 'Install Portico', to: '/install/'}}
        secondary={{label: 'Browse the changelog', to: '/docs/changelog/'}}
      />
    </MarketingLayout>
  );
}
