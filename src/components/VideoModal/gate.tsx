import {Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {videoModalKeys} from '@site/src/data/video-modal';
import {lazyWithReload} from '@site/src/components/lazyWithReload';

const VideoModal = lazyWithReload(() => import('./index'));

const hasSeenCookie = () =>
  document.cookie.split('; ').some((pair) => pair.startsWith(`${videoModalKeys.seenCookie}=`));

/**
 * Decides when the video modal opens: whenever the query string holds
 * `15k_modal`, and by itself once on a first visit to the home page. The
 * modal's code loads only then, so other pages carry none of it.
 */
export default function VideoModalGate(): ReactNode {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // The control the visitor last used. A route change moves focus to the top of the page
  // for screen readers, so the dialog's own focus return would land there instead.
  const lastControl = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (target.tabIndex >= 0 && !target.closest('dialog')) lastControl.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const requested = new URLSearchParams(location.search).has(videoModalKeys.queryKey);
    const firstHomeVisit = location.pathname === '/' && !hasSeenCookie();
    if (requested || firstHomeVisit) setOpen(true);
    // Every navigation counts, even to the same address: pressing the teaser again reopens the modal.
  }, [location]);

  const close = () => {
    setOpen(false);
    const url = new URL(window.location.href);
    if (url.searchParams.has(videoModalKeys.queryKey)) {
      url.searchParams.delete(videoModalKeys.queryKey);
      // Rewrite the address bar only: a router navigation would move focus to the top of the page.
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    if (lastControl.current?.isConnected) lastControl.current.focus();
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <VideoModal onClose={close} />
    </Suspense>
  );
}
