import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {company} from '@site/src/data/company';
import {CONSENT_MONTHS} from '@site/src/data/third-parties';
import styles from './styles.module.css';
import PrivacyChoices from './_components/PrivacyChoices';
import {
  SiteStorageTable,
  ThirdPartyStorageTable,
  ThirdPartyTable,
} from './_components/PrivacyTables';

export default function PrivacyPolicyOverview(): ReactNode {
  return (
    <MarketingLayout
      title="Privacy"
      description="Every cookie, local storage key and third-party service the Portico website can use, when each one loads, and how to give or withdraw consent.">
      <PageHero
        eyebrow="Privacy"
        title="What this website stores and who else sees your visit"
        lead="Analytics, advertising and chat load only after you agree, and the site works fully without them. Everything it can use is listed below, item by item, with when it loads and how long it lasts.">
        <Link
          className="button button--secondary button--outline button--lg"
          to="/privacy-policy/privacy/">
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
            Turning a service off stops it at once: if its script already runs in the page, the page
            reloads without it. The cookies and the local and session storage entries it keeps on
            this site are deleted then, under the names the service gives them, and again on every
            page you open while it stays off. Cookies that LinkedIn keeps on its own domain can be
            deleted only in your browser&apos;s settings.
          </p>
          <p>
            Your answer is kept with the date you gave it and the list of services you answered for.
            After {CONSENT_MONTHS} months, or as soon as a service is added to the list, the site
            asks again, and nothing that needs consent loads until you answer.
          </p>
          <p>
            Until you allow analytics, nothing goes to Google and no page view is recorded. When you
            allow it, Google Analytics starts with analytics storage allowed and advertising storage
            still denied, and the page you allowed it on is the first one it counts: the pages you
            read before are never sent.
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

      <Section
        title="Cookies and storage of third parties"
        intro="Set by the services above, only after they load."
        surface>
        <ThirdPartyStorageTable />
      </Section>

      <Section title="Privacy signals and visitors without JavaScript">
        <div className={styles.prose}>
          <p>
            When your browser sends <strong>Global Privacy Control</strong> or{' '}
            <strong>Do Not Track</strong>, the site takes it as a no to analytics, advertising and
            the support chat, and does not ask. Nothing of those services is requested. Pressing
            &quot;Chat with us&quot; on the <Link to="/support/">support page</Link> is the one way
            to start the chat then.
          </p>
          <p>
            A browser with JavaScript turned off can neither be asked nor tell the site about a
            privacy signal, so nothing of a third party loads in it: no analytics, no chat, and no
            image from LinkedIn. The support ticket form still works: your browser hands the email
            to your mail program, and the license key you type goes into no web address.
          </p>
        </div>
      </Section>

      <Section title="Other choices" surface>
        <ul className={styles.choices}>
          <li>
            Clear this site&apos;s data in your browser settings to remove every key and cookie
            above at once.
          </li>
          <li>
            Block any of the third-party hosts with a content blocker. The site is built to work
            fully with all of them blocked.
          </li>
          <li>
            Ask what we hold about you, or for its deletion, at{' '}
            <a href={`mailto:${company.contacts.general}`}>{company.contacts.general}</a>.
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
