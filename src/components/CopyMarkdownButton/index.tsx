import {useState, type ReactNode} from 'react';
import {ClipboardCopy} from 'lucide-react';

type State = 'idle' | 'copied' | 'failed';

const labels: Record<State, string> = {
  idle: 'Copy page as Markdown',
  copied: 'Copied as Markdown',
  failed: 'Could not copy; open the Markdown instead',
};

/** Copies the Markdown copy of the page (published beside it at build time) to the clipboard. */
export default function CopyMarkdownButton({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    // data-pagefind-ignore: page tools, not the page's content (plugins/local-search).
    <p className="margin-bottom--none" data-pagefind-ignore="all">
      <button
        type="button"
        className="button button--sm button--secondary button--outline"
        onClick={copy}
        aria-live="polite">
        <ClipboardCopy
          aria-hidden="true"
          size={16}
          style={{verticalAlign: 'text-bottom', marginRight: '0.35rem'}}
        />
        {labels[state]}
      </button>{' '}
      <a href={markdownUrl}>View as Markdown</a>
    </p>
  );
}
