import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRIVACY_SIGNAL_EXPRESSION} from '../privacy-signals';

export interface CrispChatOptions {
  /** The Crisp website id (a UUID). */
  websiteId: string;
}

/**
 * The Crisp chat widget, loaded hidden: `chat:hide` is queued before the
 * widget script runs, so no launcher shows until the Support page opens it,
 * and closing the chat hides it again.
 */
export default function crispChatPlugin(_context: LoadContext, {websiteId}: CrispChatOptions): Plugin {
  return {
    name: 'portico-crisp-chat',
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'script',
          innerHTML:
            `if(!(${PRIVACY_SIGNAL_EXPRESSION})){` +
            `window.$crisp=[['do','chat:hide'],['on','chat:closed',function(){window.$crisp.push(['do','chat:hide']);}]];` +
            `window.CRISP_WEBSITE_ID=${JSON.stringify(websiteId)};` +
            `var s=document.createElement('script');s.async=true;s.src='https://client.crisp.chat/l.js';document.head.appendChild(s);}`,
        },
      ],
    }),
  };
}
