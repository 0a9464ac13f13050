import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {company} from '@site/src/data/company';
import {docsVersions} from '@site/src/data/releases';
import {milestoneVideo} from '@site/src/data/video';
import styles from './styles.module.css';
import DataTable from '@site/src/components/DataTable';

interface StoredItem {
  name: ReactNode;
  kind: string;
  purpose: string;
  kept: string;
}

const untilCleared = 'Until you clear site data';

const stored: StoredItem[] = [
  {
    name: <code>theme</code>,
    kind: 'Local storage',
    purpose: 'Your choice of light or dark color mode, shared between open tabs.',
    kept: untilCleared,
  },
  {
    name: <code>docusaurus.announcement.dismiss</code>,
    kind: 'Local storage',
    purpose: 'Remembers that you closed the announcement bar at the top of the page.',
    kept: untilCleared,
  },
  {
    name: <code>docusaurus.announcement.id</code>,
    kind: 'Local storage',
    purpose: 'Which announcement you closed, so that the next one still shows.',
    kept: untilCleared,
  },
  {
    name: <code>docs-preferred-version-default</code>,
    kind: 'Local storage',
    purpose: `The documentation version you last read (${[docsVersions.current, ...docsVersions.previous].join(' or ')}), so links into the docs open in it. Removed when that version leaves the site.`,
    kept: untilCleared,
  },
  {
    name: (
      <>
        <code>docusaurus.tab.</code> plus a group name
      </>
    ),
    kind: 'Local storage',
    purpose: 'The tab you picked in the docs, such as Nginx or Apache and Ubuntu or Debian, so every page shows the same variant.',
    kept: untilCleared,
  },
  {
    name: (
      <>
        <code>__DOCSEARCH_RECENT_SEARCHES__</code> and <code>__DOCSEARCH_FAVORITE_SEARCHES__</code>, plus the index name
      </>
    ),
    kind: 'Local storage, only with Algolia search',
    purpose: 'Your recent and saved searches in the search box. The built-in search that serves the site otherwise keeps none.',
    kept: untilCleared,
  },
  {
    name: <code>{milestoneVideo.seenCookie}</code>,
    kind: 'Cookie',
    purpose: 'Records that the milestone video window opened for you, so it does not open by itself again. Set two seconds after the window first appears.',
    kept: '1 year',
  },
];

interface ThirdParty {
  name: string;
  purpose: string;
  when: string;
  receives: ReactNode;
}

const thirdParties: ThirdParty[] = [
  {
    name: 'Google Analytics 4',
    purpose: 'Page views',
    when: 'On every page, when configured',
    receives: (
      <>
        The page title, address and path of each page you view, with your IP address and browser details. Google sets the{' '}
        <code>_ga</code> and <code>_ga_</code> cookies, kept for up to two years.
      </>
    ),
  },
  {
    name: 'LinkedIn Insight Tag',
    purpose: 'Advertising measurement',
    when: 'On every page, when configured',
    receives: (
      <>
        The pages you visit, so LinkedIn can report how many people arrived from an ad, with its own cookies. With JavaScript turned off, a
        one-pixel image is requested from LinkedIn instead; that image cannot read privacy signals, so block{' '}
        <code>px.ads.linkedin.com</code> if you browse without JavaScript.
      </>
    ),
  },
  {
    name: 'Crisp',
    purpose: 'Live chat',
    when: 'Loaded hidden on every page when configured; opens only from "Chat with us" on the support page',
    receives: 'That a page was loaded, a session cookie of its own, and the messages and email address you type into the chat.',
  },
  {
    name: 'YouTube, privacy-enhanced mode',
    purpose: 'The milestone video',
    when: 'Only after you press play in the video window',
    receives: 'A request from your browser to youtube-nocookie.com for the player and the video. Nothing loads from YouTube before you press play.',
  },
  {
    name: 'Algolia DocSearch',
    purpose: 'Search',
    when: 'Only when the site is built with Algolia; otherwise search runs from an index on this site',
    receives: 'What you type into the search box, sent as you type, with your IP address.',
  },
  {
    name: 'Share buttons (X, Reddit, LinkedIn)',
    purpose: 'Sharing a page',
    when: 'Only when you press one',
    receives: "The page address and title, in a popup window of the network's own share form. Until you press a button, nothing loads from the networks.",
  },
];

export default function PrivacyPolicyOverview(): ReactNode {
  return (
    <MarketingLayout
      title="Privacy"
      description="Every cookie, local storage key and third-party service the Portico website can use, when each one loads, and how privacy signals switch them off.">
      <PageHero
        eyebrow="Privacy"
        title="What this website stores and who else sees your visit"
        lead="The site works with nothing stored and every outside service blocked. What it can use is listed below, item by item, with when it loads and for how long it lasts.">
        <Link className="button button--secondary button--outline button--lg" to="/privacy-policy/privacy/">
          Read the full privacy policy
        </Link>
      </PageHero>

      <Section title="Stored in your browser" intro="Set by this site and read only by this site. The one cookie is sent back to our web server with each request and to nobody else.">
        <DataTable label="Cookies and storage">
            <caption>Cookies and browser storage used by this site</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Purpose</th>
                <th scope="col">Kept</th>
              </tr>
            </thead>
            <tbody>
              {stored.map((item) => (
                <tr key={item.purpose}>
                  <th scope="row">{item.name}</th>
                  <td>{item.kind}</td>
                  <td>{item.purpose}</td>
                  <td>{item.kept}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
      </Section>

      <Section
        title="Third parties"
        intro="Each service is switched on only when the site is configured with its account, and each can be blocked without breaking any page."
        surface>
        <DataTable label="Third-party services">
            <caption>Third-party services the site can use</caption>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Purpose</th>
                <th scope="col">When it loads</th>
                <th scope="col">What it receives</th>
              </tr>
            </thead>
            <tbody>
              {thirdParties.map((party) => (
                <tr key={party.name}>
                  <th scope="row">{party.name}</th>
                  <td>{party.purpose}</td>
                  <td>{party.when}</td>
                  <td>{party.receives}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
      </Section>

      <Section title="Privacy signals are respected">
        <div className={styles.prose}>
          <p>
            When your browser sends <strong>Global Privacy Control</strong> or <strong>Do Not Track</strong>, no analytics, advertising pixel
            or chat script loads on any page. The check runs before each loader, so nothing of those services is requested at all.
          </p>
          <p>
            Everything else keeps working. On the <Link to="/support/">support page</Link>, the chat button is replaced by links to the forum
            and our email address. The video and the search box still work, because they load only when you use them.
          </p>
        </div>
      </Section>

      <Section title="Your choices" surface>
        <ul className={styles.choices}>
          <li>Turn on Global Privacy Control in your browser, or an extension that sends it, to keep analytics, the pixel and chat off.</li>
          <li>Clear this site&apos;s data in your browser settings to remove every key and the cookie above at once.</li>
          <li>Block any of the third-party domains with a content blocker. The site is built to work fully with all of them blocked.</li>
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
