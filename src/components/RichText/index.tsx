import {Fragment, type ReactNode} from 'react';

interface Props {
  /** Text from `src/data/` with `inline code` and **screen or button names**. */
  text: string;
}

const token = /(`[^`]+`|\*\*[^*]+\*\*)/g;

/**
 * Renders a sentence from a data file, turning `backticks` into code and
 * **double asterisks** into bold, so data stays plain strings.
 */
export default function RichText({text}: Props): ReactNode {
  return text.split(token).map((part, index) => {
    // Fragments of plain text carry no markers; keyed by position, which never changes.
    const key = `${index}`;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <code key={key}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    return <Fragment key={key}>{part}</Fragment>;
  });
}
