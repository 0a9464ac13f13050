import {useEffect, useState, type ReactNode} from 'react';
import {Mail, MessageCircle, MessagesSquare} from 'lucide-react';
import {isChatAvailable, openChat} from '@site/plugins/crisp-chat/open-chat';
import {channels, company} from '@site/src/data/company';
import styles from './styles.module.css';

/**
 * "Chat with us": opens the hidden Crisp widget when the chat plugin loaded
 * it on this page. Before hydration, and whenever the chat is off (not
 * configured, blocked, or the browser sent a privacy signal), the forum and
 * the email address stand in its place.
 */
export default function ChatButton(): ReactNode {
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    setAvailable(isChatAvailable());
  }, []);

  if (available) {
    return (
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
    );
  }

  return (
    <div className={styles.fallback} data-testid="chat-fallback">
      <a className={`button button--primary button--lg ${styles.button}`} href={channels.forum} rel="noopener noreferrer">
        <MessagesSquare aria-hidden="true" size={20} />
        Ask the community forum
      </a>
      <a className={`button button--secondary button--outline button--lg ${styles.button}`} href={`mailto:${company.contacts.general}`}>
        <Mail aria-hidden="true" size={20} />
        {company.contacts.general}
      </a>
    </div>
  );
}
