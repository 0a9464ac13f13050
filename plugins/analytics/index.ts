import type {LoadContext, Plugin} from '@docusaurus/types';

export interface AnalyticsOptions {
  /** Google Analytics 4 measurement id, for example `G-ABC123`. */
  measurementId: string;
}

/**
 * Google Analytics 4 through gtag.js. `gtag` and `dataLayer` exist on every
 * page from the start, so the client module records one `page_view` per
 * route, with the fields the official plugin leaves out; gtag.js, which
 * sends them, loads only once the visitor allows analytics
 * (`window.porticoConsent`, plugins/consent). The automatic page view of
 * `config` is off.
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
            `window.gtag=function(){window.dataLayer.push(arguments);};` +
            `window.gtag('js',new Date());window.gtag('config',${id},{send_page_view:false});` +
            `window.porticoConsent.when('analytics',function(){window.porticoConsent.script('analytics',${scriptUrl});});`,
        },
      ],
    }),
  };
}
