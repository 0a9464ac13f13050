import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {
  Bug,
  GitBranch,
  Languages,
  MessageCircle,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CommandBox from '@site/src/components/CommandBox';
import CallToAction from '@site/src/components/CallToAction';
import {channels, company} from '@site/src/data/company';
import styles from './community.module.css';
import {latestRelease} from '@site/src/data/releases';
import {panelLanguages} from '@site/src/data/languages';

interface Channel {
  icon: LucideIcon;
  name: string;
  url: string;
  use: string;
}

const channelList: Channel[] = [
  {
    icon: MessagesSquare,
    name: 'Community forum',
    url: channels.forum,
    use: 'Questions, how-tos and show-and-tell. Search it first: many error messages already have a thread with the fix.',
  },
  {
    icon: MessageCircle,
    name: 'Chat',
    url: channels.chat,
    use: 'Quick questions while you work, and a place to think out loud with other administrators. Answers are whoever is online.',
  },
  {
    icon: GitBranch,
    name: 'Source code',
    url: channels.source,
    use: 'The panel, the installer and the command-line tool, with their history and the merge requests in progress.',
  },
  {
    icon: Bug,
    name: 'Issues',
    url: channels.issues,
    use: 'Bugs you can reproduce and feature requests with a concrete use. Developers read and triage them every weekday.',
  },
  {
    icon: Languages,
    name: 'Translations',
    url: channels.translations,
    use: 'One JSON file per language for Portico Panel. Fix a wording, finish a language, or start a new one.',
  },
];

const issueTemplate = `Version and OS: Portico ${latestRelease.version} on Debian 12 (arm64)
Steps: Domains → Redirects → add a 301 from /old to /new on acme.example
Expected: /old answers 301 with Location: /new
Actual: the form shows "Invalid target" for any path with a slash
Log lines: (from panel.log in the report, names removed if you prefer)`;

const conduct = [
  'Treat everyone with respect, whatever their experience, background or the size of their setup.',
  'Assume good faith. Ask what someone meant before you answer what you think they meant.',
  'No harassment, personal attacks, or sexual and discriminatory language, in public or in private messages.',
  'No advertising, affiliate links or unsolicited offers of paid help.',
  'Keep security problems out of public channels and send them to the security address instead.',
  'Moderators may edit or remove posts and suspend accounts that break these rules; say why when you appeal.',
];

export default function Community(): ReactNode {
  return (
    <MarketingLayout
      title="Community"
      description="Where Portico users and developers meet: the forum, chat, source code, issues and translations, plus how to report bugs and fix the docs.">
      <PageHero
        eyebrow="Community"
        title="Ask, answer and improve Portico with other administrators"
        lead="The people who run Portico on their own servers are the fastest help you can get, and the best source of bug reports, translations and docs fixes. Here is where they are and how to join in.">
        <a
          className="button button--primary button--lg"
          href={channels.forum}
          rel="noopener noreferrer">
          Visit the forum
        </a>
        <a
          className="button button--secondary button--outline button--lg"
          href={channels.chat}
          rel="noopener noreferrer">
          Open the chat
        </a>
      </PageHero>

      <Section
        title="Where to find us"
        intro="Five places, each with its own job. Posting in the right one gets you an answer sooner.">
        <ul className={styles.channels}>
          {channelList.map(({icon: Icon, name, url, use}) => (
            <li key={name}>
              <Icon aria-hidden="true" size={24} className={styles.icon} />
              <Heading as="h3" className={styles.channelName}>
                {name}
              </Heading>
              <p>{use}</p>
              <a href={url} rel="noopener noreferrer">
                {url.replace('https://', '')}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Report a bug"
        intro="A good report names the version, the steps, and what you saw. The diagnostics bundle collects most of that for you."
        surface>
        <div className={styles.twoColumns}>
          <div>
            <ol className={styles.steps}>
              <li>
                Search the open and closed issues. If yours is there, add what is different about
                your case instead of a new issue.
              </li>
              <li>
                Run <code>portico report</code> as root on the affected server. It writes an archive
                to <code>/root/</code> with versions, settings and recent logs, with passwords and
                keys already masked.
              </li>
              <li>
                Open an issue with the version and OS, the exact steps, what you expected and what
                happened. Paste only the log lines that matter; the full archive keeps domain names
                and IP addresses, so send it only when a developer asks, and privately.
              </li>
            </ol>
            <p className={styles.small}>
              <Link to="/docs/articles/support/collect-a-report/">
                Collect a diagnostics report
              </Link>{' '}
              lists everything the archive holds and how to check it before it leaves your server.
            </p>
          </div>
          <div>
            <CommandBox
              command="portico report"
              label="the command that collects a diagnostics report"
            />
            <CodeBlock language="text" title="Example: a report developers can act on">
              {issueTemplate}
            </CodeBlock>
          </div>
        </div>
      </Section>

      <Section title="Translate the panel">
        <div className={styles.twoColumns}>
          <div>
            <p>
              Portico Panel speaks {panelLanguages.length} languages:{' '}
              {panelLanguages.map((language) => language.name).join(', ')}. Each is one JSON file in
              the{' '}
              <a href={channels.translations} rel="noopener noreferrer">
                translations repository
              </a>
              , keyed by the English text, and anything left untranslated falls back to English on
              screen.
            </p>
            <p>
              To fix a wording, edit the file for your language and open a merge request. To add a
              language, open an issue there first, so that two people do not translate the same
              file. Merged translations ship with the next release.
            </p>
          </div>
          <div className={styles.aside}>
            <Heading as="h3" className={styles.asideTitle}>
              Only need different words on your own server?
            </Heading>
            <p>
              Administrators can override single strings without waiting for a release. See{' '}
              <Link to="/docs/admin/settings/locales/">Locales</Link> in the admin docs.
            </p>
          </div>
        </div>
      </Section>

      <Section title="Fix the docs" surface>
        <div className={styles.prose}>
          <p>
            Spotted a wrong port, a renamed button or a step that no longer works? Every page of the{' '}
            <Link to="/docs/">documentation</Link> has an <strong>Edit this page</strong> link at
            the bottom. It opens the page source on the Git server, where you can change it and
            propose the change as a merge request, without cloning anything.
          </p>
          <p>
            Keep a fix to one page and one problem, and say in the description how you found it (the
            version you run helps). Typos go in within a day or two; larger rewrites get a review
            from the people who maintain that section.
          </p>
          <p>
            Code changes follow the same path in the{' '}
            <a href={channels.source} rel="noopener noreferrer">
              source repository
            </a>
            . For anything bigger than a bug fix, open an issue first and agree on the approach
            before you write it.
          </p>
        </div>
      </Section>

      <Section
        title="Code of conduct"
        intro="The same rules apply on the forum, in chat, in issues and in merge requests.">
        <ul className={styles.conduct}>
          {conduct.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className={styles.small}>
          To report a breach, write to{' '}
          <a href={`mailto:${company.contacts.general}`}>{company.contacts.general}</a> with links
          to the posts. Reports are read by the moderators only and the reporter is never named.
        </p>
      </Section>

      <CallToAction
        title="Start with a question"
        text="Introduce your setup on the forum and ask the thing you have been wondering about. Someone has probably run into it already."
        primary={{label: 'Go to the forum', to: channels.forum}}
        secondary={{label: 'Support options', to: '/support/'}}
      />
    </MarketingLayout>
  );
}
