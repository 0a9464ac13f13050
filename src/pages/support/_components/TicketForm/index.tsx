import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {Send} from 'lucide-react';
import {company} from '@site/src/data/company';
import {licenseKeyPattern, support} from '@site/src/data/editions';
import styles from './styles.module.css';

type Severity = 'normal' | 'outage';

/**
 * An Enterprise ticket written as an email: the form fills in subject and
 * body, and the visitor's own mail program sends it to the support address.
 * Nothing is sent from this page and nothing is stored. Without JavaScript
 * the browser writes the email itself from the form's fields, one per line:
 * the form posts, so the license key never goes into a page address, where
 * history, server logs and referrers would keep it.
 */
export default function TicketForm(): ReactNode {
  const id = useId();
  const [severity, setSeverity] = useState<Severity>('normal');
  const [opened, setOpened] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    const subject = `${severity === 'outage' ? 'Outage - ' : ''}${field('subject')}`;
    const body = [
      `License key: ${field('key').toUpperCase()}`,
      `Server: ${field('host')}`,
      `Severity: ${severity === 'outage' ? 'Outage' : 'Normal'}`,
      '',
      field('details'),
      '',
      'Attached: portico report archive (attach the file from /root/ before sending)',
    ].join('\n');
    window.location.href = `mailto:${company.contacts.support}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    setOpened(true);
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={`mailto:${company.contacts.support}?subject=${encodeURIComponent('Support ticket')}`}
      encType="text/plain"
      onSubmit={submit}
      aria-describedby={`${id}-about`}>
      <p id={`${id}-about`} className={styles.about}>
        The form writes an email to{' '}
        <a href={`mailto:${company.contacts.support}`}>{company.contacts.support}</a> for your own
        mail program to send. Nothing leaves this page by itself.
      </p>
      <div className={styles.row}>
        <label htmlFor={`${id}-key`}>License key</label>
        <input
          id={`${id}-key`}
          name="key"
          required
          pattern={licenseKeyPattern}
          autoComplete="off"
          spellCheck={false}
          placeholder="PTC-7F3K-29QX-M4LD"
          aria-describedby={`${id}-key-help`}
          onInput={(event) => {
            event.currentTarget.value = event.currentTarget.value.toUpperCase();
          }}
        />
        <span id={`${id}-key-help`} className={styles.help}>
          In Admin → License, or from <code>portico license info</code> on the server.
        </span>
      </div>
      <div className={styles.row}>
        <label htmlFor={`${id}-host`}>Server host name</label>
        <input
          id={`${id}-host`}
          name="host"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="server.example.com"
        />
      </div>
      <fieldset className={styles.row}>
        <legend>Severity</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="severity"
            value="normal"
            checked={severity === 'normal'}
            onChange={() => setSeverity('normal')}
          />
          Normal: first answer within {support.enterpriseResponseHours} hours
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="severity"
            value="outage"
            checked={severity === 'outage'}
            onChange={() => setSeverity('outage')}
          />
          Outage: every site, both panels or all mail on the server down; first answer within{' '}
          {support.outageResponseHours} hours
        </label>
      </fieldset>
      <div className={styles.row}>
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input
          id={`${id}-subject`}
          name="subject"
          required
          placeholder="All sites return 502 since the 04:00 update"
        />
      </div>
      <div className={styles.row}>
        <label htmlFor={`${id}-details`}>What happened</label>
        <textarea
          id={`${id}-details`}
          name="details"
          required
          rows={7}
          placeholder={
            'Version and OS:\nWhat happened, and since when (UTC):\nWhat you expected:\nWhat you already tried:'
          }
        />
      </div>
      <button type="submit" className={`button button--primary ${styles.submit}`}>
        <Send aria-hidden="true" size={18} />
        Write the email
      </button>
      <p className={styles.status} role="status">
        {opened
          ? `Your mail program should now show the ticket. Attach the report archive and send it. Nothing opened? Write to ${company.contacts.support} directly.`
          : ''}
      </p>
    </form>
  );
}
