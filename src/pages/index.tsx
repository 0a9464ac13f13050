import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CommandBox from '@site/src/components/CommandBox';
import FeatureGrid from '@site/src/components/FeatureGrid';
import EditionCards from '@site/src/components/EditionCards';
import PanelMock from '@site/src/components/PanelMock';
import CallToAction from '@site/src/components/CallToAction';
import {INSTALL_COMMAND} from '@site/src/data/installer';
import {allFeatures} from '@site/src/data/features';
import {distributionsText, installMinutes, sizing} from '@site/src/data/platforms';
import LatestRelease from './_home/LatestRelease';
import Figures from './_home/Figures';
import VideoTeaser from './_home/VideoTeaser';
import HowItWorks from './_home/HowItWorks';

export default function Home(): ReactNode {
  return (
    <MarketingLayout
      title="Self-hosted web hosting control panel"
      description="Portico is a free, self-hosted hosting control panel for Linux servers that runs every account in its own containers, with Let's Encrypt, backups and a WAF.">
      <PageHero
        eyebrow="Self-hosted web hosting control panel"
        title="Every hosting account in containers of its own"
        lead={`Portico turns a fresh Linux server into a hosting platform: a panel for website owners, a panel for administrators, and a command line for both. Installs in ${installMinutes.min} to ${installMinutes.max} minutes.`}
        aside={<PanelMock />}>
        <CommandBox command={INSTALL_COMMAND} label="the Portico install command" />
        <Link className="button button--primary button--lg" to="/install/">
          Install options
        </Link>
        <Link className="button button--secondary button--outline button--lg" to="/demo/">
          Try the live demo
        </Link>
      </PageHero>
      <LatestRelease />
      <Figures />
      <Section
        title="What you get on day one"
        intro="The parts of Portico people mention first. The full list, grouped, is on the features page.">
        <FeatureGrid features={allFeatures().filter((feature) => feature.highlight)} />
        <p className="margin-top--lg">
          <Link to="/features/">See every feature</Link>
        </p>
      </Section>
      <VideoTeaser />
      <HowItWorks />
      <Section
        title="Two editions, one panel"
        intro="Community is free for any number of accounts. Enterprise adds what hosting businesses sell: mail, resellers, billing and priority support."
        surface>
        <EditionCards />
      </Section>
      <CallToAction
        title="Put Portico on a spare server tonight"
        text={`A fresh ${distributionsText('or')} server with ${sizing.recommendedMemoryGB} GB of memory is enough to try every screen.`}
        primary={{label: 'Install Portico', to: '/install/'}}
        secondary={{label: 'Read the docs', to: '/docs/'}}
      />
    </MarketingLayout>
  );
}
