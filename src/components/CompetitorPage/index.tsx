import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import ComparisonTable from '@site/src/components/ComparisonTable';
import CallToAction from '@site/src/components/CallToAction';
import {
  comparisonAsOf,
  comparisonRows,
  competitors,
  porticoValues,
  type Competitor,
} from '@site/src/data/comparisons';
import styles from './styles.module.css';
import {formatDate} from '@site/src/data/dates';

interface Props {
  slug: Competitor['slug'];
}

const asOfLabel = formatDate(comparisonAsOf);

/** One comparison page; the three competitor routes render it with their slug. */
export default function CompetitorPage({slug}: Props): ReactNode {
  const competitor = competitors.find((entry) => entry.slug === slug)!;
  return (
    <MarketingLayout
      title={competitor.title}
      description={`${competitor.description}, as of ${formatDate(comparisonAsOf, 'month')}.`}>
      <PageHero
        eyebrow={`Portico and ${competitor.name}`}
        title={competitor.title}
        lead={competitor.lead}>
        <Link className="button button--primary button--lg" to="/install/">
          Install Portico
        </Link>
        <Link
          className="button button--secondary button--outline button--lg"
          to={competitor.migrationGuide}>
          Moving from {competitor.name}
        </Link>
      </PageHero>
      <Section
        title="Side by side"
        intro={
          <>
            Facts as of {asOfLabel}, taken from each vendor&apos;s public documentation. Products
            change: check{' '}
            <a href={competitor.vendorUrl} rel="noopener noreferrer">
              {competitor.name}&apos;s own site
            </a>{' '}
            before you decide, and tell us at hello@portico.example if a row is out of date.
          </>
        }>
        <ComparisonTable
          caption={`Portico and ${competitor.name} compared, as of ${asOfLabel}`}
          columns={['Portico', competitor.name]}
          rows={comparisonRows.map((row) => ({
            label: row.label,
            values: [porticoValues[row.id], competitor.values[row.id]],
          }))}
        />
      </Section>
      <Section title="Which one fits you" surface>
        <div className={styles.columns}>
          <div>
            <Heading as="h3">Where {competitor.name} is the better choice</Heading>
            <ul>
              {competitor.theirStrengths.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <Heading as="h3">What Portico does differently</Heading>
            <ul>
              {competitor.porticoDifferences.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section title={`Moving accounts from ${competitor.name}`}>
        <p className={styles.moving}>{competitor.movingToPortico}</p>
        <Link to={competitor.migrationGuide}>Read the step-by-step transfer guide</Link>
      </Section>
      <CallToAction
        title="See it before you move anything"
        text="The live demo has both panels with sample accounts, and resets every hour."
        primary={{label: 'Open the demo', to: '/demo/'}}
        secondary={{label: 'Compare editions', to: '/enterprise/'}}
      />
    </MarketingLayout>
  );
}
