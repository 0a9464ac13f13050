import type {LoadContext, Plugin} from '@docusaurus/types';

export interface AnalyticsOptions {
  /** Google Analytics 4 measurement id, for example `G-ABC123`. */
  measurementId: string;
}

/**
 * Google Analytics 4 through gtag.js, in Consent Mode. `gtag` and `dataLayer`
 * exist on every page from the start, and every kind of storage is denied
 * by default, before any other command. gtag.js loads only once the visitor
 * allows analytics (`window.porticoConsent`, plugins/consent), and that
 * consent first updates `analytics_storage` to granted; the advertising
 * kinds stay denied, as the site runs no Google ads. The client module
 * records one `page_view` per route, with the fields the official plugin
 * leaves out, only while analytics is allowed, so gtag.js never finds the
 * page views of pages seen before consent. The automatic page view of
 * `config` is off.
 */
export default function analyticsPlugin(
  _context: LoadContext,
  {measurementId}: AnalyticsOptions,
): Plugin {
  const id = JSON.stringify(measurementId);
  const scriptUrl = JSON.stringify(
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
  );
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
            `window.gtag('consent','default',{analytics_storage:'denied',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});` +
            `window.porticoConsent.when('analytics',function(){window.gtag('consent','update',{analytics_storage:'granted'});window.porticoConsent.script('analytics',${scriptUrl});});` +
            `window.gtag('js',new Date());window.gtag('config',${id},{send_page_view:false});`,
        },
      ],
    }),
  };
}
