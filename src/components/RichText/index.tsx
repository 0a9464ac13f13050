import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

interface Props {
  /** Text from `src/data/` with `inline code`, **screen or button names** and [links](/docs/…). */
  text: string;
}

const token = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;

/**
 * Renders a sentence from a data file, turning `backticks` into code, **double asterisks** into
 * bold and [text](/docs/page/) into a link, so data stays plain strings.
 */
export default function RichText({text}: Props): ReactNode {
  return text.split(token).map((part, index) => {
    // Fragments of plain text carry no markers; keyed by position, which never changes.
    const key = `${index}`;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <code key={key}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link)
      return (
        <Link key={key} to={link[2]}>
          {link[1]}
        </Link>
      );
    return <Fragment key={key}>{part}</Fragment>;
  });
}
