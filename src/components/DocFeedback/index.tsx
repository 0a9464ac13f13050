import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {ThumbsDown, ThumbsUp} from 'lucide-react';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

/** Sends an analytics event only when gtag was set up: analytics configured and no privacy signal. */
const sendEvent = (name: string, params: Record<string, string>) => {
  window.gtag?.('event', name, params);
};

/**
 * "Was this page helpful?" at the end of a doc: an answer, then an optional
 * comment. Both go to analytics as events when analytics is on; otherwise
 * nothing leaves the browser.
 */
export default function DocFeedback({pagePath}: {pagePath: string}): ReactNode {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const id = useId();

  const choose = (value: Answer) => {
    setAnswer(value);
    sendEvent('doc_feedback', {helpful: value, page_path: pagePath});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer && comment.trim()) {
      sendEvent('doc_feedback_comment', {helpful: answer, comment: comment.trim().slice(0, 500), page_path: pagePath});
    }
    setSent(true);
  };

  return (
    <section className={styles.feedback} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Was this page helpful?
      </h2>
      <div className={styles.answers}>
        <button type="button" className="button button--sm button--outline button--secondary" aria-pressed={answer === 'yes'} onClick={() => choose('yes')}>
          <ThumbsUp aria-hidden="true" size={16} /> Yes
        </button>
        <button type="button" className="button button--sm button--outline button--secondary" aria-pressed={answer === 'no'} onClick={() => choose('no')}>
          <ThumbsDown aria-hidden="true" size={16} /> No
        </button>
      </div>
      {answer && !sent && (
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={`${id}-comment`}>
            {answer === 'yes' ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}
          </label>
          <textarea id={`${id}-comment`} rows={3} maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} />
          <button type="submit" className="button button--sm button--primary">
            Send
          </button>
        </form>
      )}
      <p role="status" className={styles.status}>
        {sent ? 'Thank you. Your answer helps us decide which pages to improve first.' : ''}
      </p>
    </section>
  );
}
