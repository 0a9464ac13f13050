import type {LoadContext, Plugin} from '@docusaurus/types';

export interface CrispChatOptions {
  /** The Crisp website id (a UUID). */
  websiteId: string;
}

/**
 * The Crisp chat widget. `$crisp` is defined on every page with `chat:hide`
 * queued, so no launcher shows until the Support page opens it, and closing
 * the chat hides it again. The widget script loads only once the visitor
 * allows support chat (`window.porticoConsent`, plugins/consent); pressing
 * "Chat with us" gives that consent.
 */
export default function crispChatPlugin(
  _context: LoadContext,
  {websiteId}: CrispChatOptions,
): Plugin {
  return {
    name: 'portico-crisp-chat',
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'script',
          innerHTML:
            `window.$crisp=[['do','chat:hide'],['on','chat:closed',function(){window.$crisp.push(['do','chat:hide']);}]];` +
            `window.CRISP_WEBSITE_ID=${JSON.stringify(websiteId)};` +
            `window.porticoConsent.when('chat',function(){window.porticoConsent.script('chat','https://client.crisp.chat/l.js');});`,
        },
      ],
    }),
  };
}
