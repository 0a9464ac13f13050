import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * The theme's word-wrap state for a code block, with the same behavior. The
 * theme's own hook memoizes its observer options with localeCompare, and the
 * first localeCompare on a page builds the ICU collator: about 125 ms of main
 * thread on a mid-range phone, on every page that shows code.
 */
export default function useWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens wrap too, so a wrapped block never scrolls sideways.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const block = codeBlockRef.current!;
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || block.querySelector('code')!.hasAttribute('style'));
  }, []);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // A block in a hidden tab measures zero wide: measure again whenever its tab is shown or hidden.
  useEffect(() => {
    const tabPanel = codeBlockRef.current?.closest('[role=tabpanel]');
    if (!tabPanel) return undefined;
    const observer = new MutationObserver(measure);
    observer.observe(tabPanel, {attributes: true, attributeFilter: ['hidden']});
    return () => observer.disconnect();
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
