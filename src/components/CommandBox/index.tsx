import {useState, type ReactNode} from 'react';
import {Check, Copy} from 'lucide-react';
import styles from './styles.module.css';

interface Props {
  command: string;
  /** What the command does, read to screen readers with the copy button. */
  label: string;
}

/** A shell command shown as it is typed, with a button that copies it. */
export default function CommandBox({command, label}: Props): ReactNode {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    await navigator.clipboard.writeText(command);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };

  return (
    <div className={styles.box}>
      <code className={styles.command} data-testid="command">
        {command}
      </code>
      <button type="button" className={styles.copy} onClick={copy} aria-label={`Copy: ${label}`}>
        {copied ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
        <span>{copied ? 'Copied' : 'Copy'}</span>
      </button>
      <span className={styles.status} role="status">
        {copied ? 'Command copied to the clipboard' : ''}
      </span>
    </div>
  );
}
