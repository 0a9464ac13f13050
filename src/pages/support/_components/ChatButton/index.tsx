import {useEffect, useState, type ReactNode} from 'react';
import {Mail, MessageCircle, MessagesSquare} from 'lucide-react';
import Link from '@docusaurus/Link';
import {isChatAvailable, openChat} from '@site/plugins/crisp-chat/open-chat';
import {useConsent} from '@site/src/components/ConsentControls/consent';
import {channels, company} from '@site/src/data/company';
import styles from './styles.module.css';

/**
 * "Chat with us": loads the Crisp widget if it had not (pressing the button
 * is consent to the chat) and opens it. Before hydration, and whenever the
 * chat is off (not configured, or its script failed to load), the forum and
 * the email address stand in its place.
 */
export default function ChatButton(): ReactNode {
  const consent = useConsent();
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    setAvailable(isChatAvailable());
  }, [consent]);

  if (available) {
    return (
      <div className={styles.chat}>
        <button
          type="button"
          className={`button button--primary button--lg ${styles.button}`}
          data-testid="chat-button"
          onClick={() => {
            if (!openChat()) setAvailable(false);
          }}>
          <MessageCircle aria-hidden="true" size={20} />
          Chat with us
        </button>
        <p className={styles.note}>
          The chat is run by Crisp. Starting it loads their widget, which keeps a cookie for your
          conversation: <Link to="/privacy-policy/">what Crisp receives</Link>.
        </p>
      </div>
    );
  }

  return (
    <div className={styles.fallback} data-testid="chat-fallback">
      <a
        className={`button button--primary button--lg ${styles.button}`}
        href={channels.forum}
        rel="noopener noreferrer">
        <MessagesSquare aria-hidden="true" size={20} />
        Ask the community forum
      </a>
      <a
        className={`button button--secondary button--outline button--lg ${styles.button}`}
        href={`mailto:${company.contacts.general}`}>
        <Mail aria-hidden="true" size={20} />
        {company.contacts.general}
      </a>
    </div>
  );
}
