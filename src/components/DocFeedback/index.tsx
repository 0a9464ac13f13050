import {useId, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ThumbsDown, ThumbsUp} from 'lucide-react';
import {isGranted} from '@site/src/components/ConsentControls/consent';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

/** Google Analytics 4 keeps the first 100 characters of an event parameter; a longer comment would be cut there anyway. */
const COMMENT_LIMIT = 100;

/** Answers reach us only as analytics events, so they go only where the visitor allowed analytics. */
const canSend = () => isGranted('analytics') && typeof window.gtag === 'function';

/**
 * "Was this page helpful?" at the end of a doc: an answer, then an optional
 * comment, both sent as analytics events when the visitor allowed analytics.
 * Otherwise nothing leaves the browser, and the widget says so instead of
 * thanking for an answer nobody receives.
 */
export default function DocFeedback({pagePath}: {pagePath: string}): ReactNode {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const id = useId();

  const choose = (value: Answer) => {
    setAnswer(value);
    setSending(canSend());
    if (canSend()) window.gtag!('event', 'doc_feedback', {helpful: value, page_path: pagePath});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend()) return;
    if (answer && comment.trim()) {
      window.gtag!('event', 'doc_feedback_comment', {
        helpful: answer,
        comment: comment.trim().slice(0, COMMENT_LIMIT),
        page_path: pagePath,
      });
    }
    setSent(true);
  };

  return (
    // data-pagefind-ignore: a question to the reader, not the page's content (plugins/local-search).
    <section className={styles.feedback} aria-labelledby={`${id}-title`} data-pagefind-ignore="all">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names the form (aria-labelledby); Heading would add a link to it. */}
      <h2 id={`${id}-title`} className={styles.title}>
        Was this page helpful?
      </h2>
      <div className={styles.answers}>
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          aria-pressed={answer === 'yes'}
          onClick={() => choose('yes')}>
          <ThumbsUp aria-hidden="true" size={16} /> Yes
        </button>
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          aria-pressed={answer === 'no'}
          onClick={() => choose('no')}>
          <ThumbsDown aria-hidden="true" size={16} /> No
        </button>
      </div>
      {answer && sending && !sent && (
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={`${id}-comment`}>
            {answer === 'yes' ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}
          </label>
          <p id={`${id}-use`} className={styles.hint}>
            Your comment goes to our analytics with this page&apos;s address, and we read it to
            decide what to fix here. Up to {COMMENT_LIMIT} characters are kept; leave out names and
            email addresses.
          </p>
          <textarea
            id={`${id}-comment`}
            rows={3}
            maxLength={COMMENT_LIMIT}
            aria-describedby={`${id}-use`}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className="button button--sm button--primary">
            Send
          </button>
        </form>
      )}
      <p role="status" className={styles.status}>
        {sent && 'Thank you. Your answer helps us decide which pages to improve first.'}
        {answer && !sending && (
          <>
            Nothing was sent: answers reach us through analytics, which is off for your visit. You
            can turn it on in <Link to="/privacy-policy/#privacy-choices">privacy choices</Link>.
          </>
        )}
      </p>
    </section>
  );
}
