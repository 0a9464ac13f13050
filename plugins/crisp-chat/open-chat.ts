declare global {
  interface Window {
    /** A queue before the widget loads; the widget's own object with `push` after. */
    $crisp?: {push: (...commands: unknown[][]) => unknown};
  }
}

/** True when the chat is configured on this page and its script has not failed to load. */
export const isChatAvailable = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.$crisp?.push === 'function' &&
  window.porticoConsent?.failed.chat !== true;

/**
 * Shows the hidden chat widget and opens its conversation window. Asking for
 * the chat is consent to it: the widget loads now if it had not.
 */
export function openChat(): boolean {
  const consent = window.porticoConsent;
  if (!isChatAvailable() || !consent) return false;
  if (!consent.granted('chat')) consent.set({...consent.choice, chat: true});
  window.$crisp!.push(['do', 'chat:show'], ['do', 'chat:open']);
  return true;
}
