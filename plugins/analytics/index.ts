import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRIVACY_SIGNAL_EXPRESSION} from '../privacy-signals';

export interface AnalyticsOptions {
  /** Google Analytics 4 measurement id, for example `G-ABC123`. */
  measurementId: string;
}

/**
 * Google Analytics 4 through gtag.js. The automatic page view of `config` is
 * off: the client module sends exactly one `page_view` per route, with the
 * fields the official plugin leaves out.
 */
export default function analyticsPlugin(_context: LoadContext, {measurementId}: AnalyticsOptions): Plugin {
  const id = JSON.stringify(measurementId);
  const scriptUrl = JSON.stringify(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  return {
    name: 'portico-analytics',
    getClientModules: () => [require.resolve('./client')],
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'script',
          innerHTML:
            `window.dataLayer=window.dataLayer||[];` +
            `if(!(${PRIVACY_SIGNAL_EXPRESSION})){` +
            `window.gtag=function(){window.dataLayer.push(arguments);};` +
            `window.gtag('js',new Date());window.gtag('config',${id},{send_page_view:false});` +
            `var s=document.createElement('script');s.async=true;s.src=${scriptUrl};document.head.appendChild(s);}`,
        },
      ],
    }),
  };
}
