import type {ReactNode} from 'react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {
  formatCount,
  headlineFigures,
  listInProse,
  shareCharts,
  statisticsAsOf,
  countedWithinDays,
  updateCheckFields,
  updateCheckNeverSends,
} from '@site/src/data/statistics';
import ShareChart from './_components/ShareChart';
import styles from './styles.module.css';
import {formatDate} from '@site/src/data/dates';

const asOfLabel = formatDate(statisticsAsOf);
const checkSends = listInProse(updateCheckFields.map((field) => field.label));
const checkNeverSends = listInProse([...updateCheckNeverSends]);

export default function Statistics(): ReactNode {
  return (
    <MarketingLayout
      title="Usage statistics"
      description={`How many servers run Portico, on which systems and versions, as of ${asOfLabel}: public figures from the update check.`}>
      <PageHero
        eyebrow="Statistics"
        title="Portico in numbers"
        lead={`Public figures as of ${asOfLabel}, counted from the daily update check that servers make. The check sends ${checkSends}; it never sends ${checkNeverSends}.`}
      />
      <section className={styles.figures} aria-label="Headline figures">
        <div className="container">
          <ul>
            {headlineFigures.map((figure) => (
              <li key={figure.id}>
                <strong>{formatCount(figure.value)}</strong>
                <span>{figure.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section
        title="Shares across servers"
        intro="The system and version charts count reporting servers; the web server chart counts the hosting accounts on them. Percentages are rounded to whole numbers."
        surface>
        <div className={styles.charts}>
          {shareCharts.map((chart) => (
            <ShareChart key={chart.id} chart={chart} />
          ))}
        </div>
      </Section>
      <Section title="How the figures are counted">
        <p className={styles.method}>
          A server counts when it made an update check in the {countedWithinDays} days before the
          date above. Servers that turned the check off with{' '}
          <code>portico config set updates.auto_update=off</code> and never run{' '}
          <code>portico update --check</code> are not counted, so the real numbers are somewhat
          higher. Countries come from the server&apos;s IP address at the time of the check; the
          address itself is not stored.
        </p>
      </Section>
      <CallToAction
        title="Add your server to the count"
        text="Install Portico on a supported system; its first update check runs the night after the install."
        primary={{label: 'Install Portico', to: '/install/'}}
        secondary={{label: 'See the roadmap', to: '/roadmap/'}}
      />
    </MarketingLayout>
  );
}
