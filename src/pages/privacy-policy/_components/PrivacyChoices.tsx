import {useState, type ReactNode} from 'react';
import ConsentControls from '@site/src/components/ConsentControls';
import {useConsent, type ConsentChoice} from '@site/src/components/ConsentControls/consent';
import {consentCategories} from '@site/src/data/consent-categories';
import styles from '../styles.module.css';

const answerText = (answer: boolean | undefined) => {
  if (answer === true) return 'allowed';
  if (answer === false) return 'refused';
  return 'not chosen yet';
};

/** The visitor's current choice and the controls to change it; the footer's "Privacy choices" link lands here. */
export default function PrivacyChoices(): ReactNode {
  const consent = useConsent();
  const [saved, setSaved] = useState<ConsentChoice | null>(null);

  if (consent === undefined)
    return <p className={styles.prose}>Your current choices show here once the page has loaded.</p>;
  if (consent === null)
    return (
      <p className={styles.prose}>
        This build of the site uses no service that needs your consent.
      </p>
    );
  if (consent.signal) {
    return (
      <p className={styles.prose} data-testid="privacy-signal">
        Your browser sends Global Privacy Control or Do Not Track. The site takes that as a no to
        every service below and does not ask. Only pressing &quot;Chat with us&quot; on the support
        page starts the chat, for that page.
      </p>
    );
  }

  return (
    <div className={styles.prose}>
      <ul data-testid="consent-state">
        {consent.categories.map((category) => (
          <li key={category}>
            {consentCategories[category].label}: {answerText(consent.choice?.[category])}
          </li>
        ))}
      </ul>
      <ConsentControls
        key={JSON.stringify(consent.choice)}
        consent={consent}

        onSaved={setSaved}
      />
      <p role="status">{saved && 'Saved. Your choice applies in every open tab of this site.'}</p>
    </div>
  );
}
