import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {richTextParts} from '@site/src/data/rich-text';

interface Props {
  /** Text from `src/data/` with `inline code`, **screen or button names** and [links](/docs/…). */
  text: string;
}

/** Renders a sentence from a data file with its marks (src/data/rich-text.ts), so data stays plain strings. */
export default function RichText({text}: Props): ReactNode {
  // Keyed by position: a sentence's parts never move.
  return richTextParts(text).map((part, index) => {
    if (part.kind === 'code') return <code key={index}>{part.text}</code>;
    if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'link')
      return (
        <Link key={index} to={part.url}>
          {part.text}
        </Link>
      );
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}
