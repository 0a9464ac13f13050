import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {milestoneVideo} from '@site/src/data/video';

const VideoModal = lazy(() => import('./index'));

const hasSeenCookie = () =>
  document.cookie.split('; ').some((pair) => pair.startsWith(`${milestoneVideo.seenCookie}=`));

/**
 * Decides when the video modal opens: whenever the query string holds
 * `15k_modal`, and by itself once on a first visit to the home page. The
 * modal's code loads only then, so other pages carry none of it.
 */
export default function VideoModalGate(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const requested = new URLSearchParams(location.search).has(milestoneVideo.queryKey);
    const firstHomeVisit = location.pathname === '/' && !hasSeenCookie();
    if (requested || firstHomeVisit) setOpen(true);
  }, [location.pathname, location.search]);

  const close = () => {
    setOpen(false);
    const params = new URLSearchParams(location.search);
    if (params.has(milestoneVideo.queryKey)) {
      params.delete(milestoneVideo.queryKey);
      const search = params.toString();
      history.replace({...location, search: search ? `?${search}` : ''});
    }
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <VideoModal onClose={close} />
    </Suspense>
  );
}
