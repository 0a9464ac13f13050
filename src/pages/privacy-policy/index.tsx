import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {company} from '@site/src/data/company';
import styles from './styles.module.css';
import PrivacyChoices from './_components/PrivacyChoices';
import {SiteStorageTable, ThirdPartyStorageTable, ThirdPartyTable} from './_components/PrivacyTables';

export default function PrivacyPolicyOverview(): ReactNode {
  return (
    <MarketingLayout
      title="Privacy"
      description="Every cookie, local storage key and third-party service the Portico website can use, when each one loads, and how to give or withdraw consent.">
      <PageHero
        eyebrow="Privacy"
        title="What this website stores and who else sees your visit"
        lead="Analytics, advertising and chat load only after you agree, and the site works fully without them. Everything it can use is listed below, item by item, with when it loads and how long it lasts.">
        <Link className="button button--secondary button--outline button--lg" to="/privacy-policy/privacy/">
          Read the full privacy policy
        </Link>
      </PageHero>

      <Section
        id="privacy-choices"
        title="Your privacy choices"
        intro="Analytics, advertising and the support chat load only with your consent. Change your answer here at any time; it applies at once, in every open tab.">
        <PrivacyChoices />
        <div className={styles.prose}>
          <p>
            Turning a service off stops it at once: if its script already runs in the page, the page reloads without it. Its cookies on this
            site are deleted then, and again on every page you open while it stays off. Cookies that LinkedIn keeps on its own domain can be
            deleted only in your browser&apos;s settings.
          </p>
        </div>
      </Section>

      <Section
        title="Stored in your browser by this site"
        intro="Set by this site and read only by this site, and needed for what you asked it to do, so the site does not ask first. The one cookie is sent back to our web server with each request."
        surface>
        <SiteStorageTable />
      </Section>

      <Section
        title="Third parties"
        intro="Each service is switched on only when the site is built with its account, and each can be refused or blocked without breaking any page.">
        <ThirdPartyTable />
      </Section>

      <Section title="Cookies and storage of third parties" intro="Set by the services above, only after they load." surface>
        <ThirdPartyStorageTable />
      </Section>

      <Section title="Privacy signals and visitors without JavaScript">
        <div className={styles.prose}>
          <p>
            When your browser sends <strong>Global Privacy Control</strong> or <strong>Do Not Track</strong>, the site takes it as a no to
            analytics, advertising and the support chat, and does not ask. Nothing of those services is requested. Pressing &quot;Chat with
            us&quot; on the <Link to="/support/">support page</Link> is the one way to start the chat then.
          </p>
          <p>
            A browser with JavaScript turned off cannot be asked. Analytics and the chat never load in it, but where the site is built with
            the LinkedIn Insight Tag, every page holds a one-pixel image from LinkedIn for such browsers, which sends LinkedIn the page
            address and your IP address. Block <code>px.ads.linkedin.com</code> if you browse without JavaScript.
          </p>
        </div>
      </Section>

      <Section title="Other choices" surface>
        <ul className={styles.choices}>
          <li>Clear this site&apos;s data in your browser settings to remove every key and cookie above at once.</li>
          <li>Block any of the third-party hosts with a content blocker. The site is built to work fully with all of them blocked.</li>
          <li>
            Ask what we hold about you, or for its deletion, at <a href={`mailto:${company.contacts.general}`}>{company.contacts.general}</a>.
          </li>
        </ul>
      </Section>

      <CallToAction
        title="The full privacy policy"
        text={`Who is responsible, which data ${company.name} processes and why, how long it is kept, and your rights, in one document.`}
        primary={{label: 'Read the privacy policy', to: '/privacy-policy/privacy/'}}
        secondary={{label: 'Email a question', to: `mailto:${company.contacts.general}`}}
      />
    </MarketingLayout>
  );
}
