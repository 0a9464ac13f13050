import {Suspense, type ReactNode} from 'react';
import {useConsent} from './consent';
import {lazyWithReload} from '@site/src/components/lazyWithReload';

const ConsentNotice = lazyWithReload(() => import('./index'));

/**
 * Shows the consent notice while a configured category has no answer. The
 * notice's code loads only then, so a visitor who has chosen, or sends a
 * privacy signal, or a build without third parties, carries none of it.
 */
export default function ConsentNoticeGate(): ReactNode {
  const consent = useConsent();
  if (!consent || consent.unanswered.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConsentNotice consent={consent} />
    </Suspense>
  );
}
