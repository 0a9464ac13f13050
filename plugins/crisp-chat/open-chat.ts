declare global {
  interface Window {
    /** A queue before the widget loads; the widget's own object with `push` after. */
    $crisp?: {push: (...commands: unknown[][]) => unknown};
  }
}

/** True when the chat widget was set up on this page (configured, and no privacy signal). */
export const isChatAvailable = (): boolean =>
  typeof window !== 'undefined' && typeof window.$crisp?.push === 'function';

/** Shows the hidden chat widget and opens its conversation window. */
export function openChat(): boolean {
  if (!isChatAvailable()) return false;
  window.$crisp!.push(['do', 'chat:show'], ['do', 'chat:open']);
  return true;
}
