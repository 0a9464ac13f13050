import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import FeatureGrid from '@site/src/components/FeatureGrid';
import PanelMock from '@site/src/components/PanelMock';
import CallToAction from '@site/src/components/CallToAction';
import {featureGroups} from '@site/src/data/features';
import styles from './features.module.css';

export default function Features(): ReactNode {
  return (
    <MarketingLayout
      title="Features"
      description="Everything Portico does, grouped: per-account containers, domains and SSL, security, mail and resellers, and the tools for running the server.">
      <PageHero
        eyebrow="Features"
        title="Everything in the panel, grouped"
        lead="Each feature links the page of the docs that explains it, so you can check how it works before you install. Items marked Enterprise need an Enterprise license; everything else is in the free Community edition."
        aside={<PanelMock />}>
        <nav aria-label="Feature groups" className={styles.jump}>
          {featureGroups.map((group) => (
            <Link key={group.id} to={`#${group.id}`}>
              {group.title}
            </Link>
          ))}
        </nav>
      </PageHero>
      {featureGroups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          title={group.title}
          intro={group.intro}
          surface={index % 2 === 1}>
          <FeatureGrid features={group.features} />
        </Section>
      ))}
      <CallToAction
        title="Try every feature on the demo"
        text="Sign in to both panels of the live demo, or install Community on a server of your own."
        primary={{label: 'Open the demo', to: '/demo/'}}
        secondary={{label: 'Install Portico', to: '/install/'}}
      />
    </MarketingLayout>
  );
}
