import type {LoadContext, Plugin} from '@docusaurus/types';

export interface LinkedInInsightOptions {
  /** The numeric partner id of the LinkedIn Insight tag. */
  partnerId: string;
}

/**
 * The LinkedIn Insight tag, written into the static HTML at build time: the
 * partner set-up and loader in the head, which starts the tag only once the
 * visitor allows advertising (`window.porticoConsent`, plugins/consent).
 * LinkedIn's snippet also has a no-script image beacon; the site leaves it
 * out, because without JavaScript it can neither ask for consent nor read a
 * privacy signal, and the beacon would report every such visit unasked.
 */
export default function linkedInInsightPlugin(
  _context: LoadContext,
  {partnerId}: LinkedInInsightOptions,
): Plugin {
  const id = JSON.stringify(partnerId);
  return {
    name: 'portico-linkedin-insight',
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'script',
          innerHTML:
            `window._linkedin_partner_id=${id};` +
            `window._linkedin_data_partner_ids=window._linkedin_data_partner_ids||[];` +
            `window._linkedin_data_partner_ids.push(window._linkedin_partner_id);` +
            `window.porticoConsent.when('advertising',function(){` +
            `window.lintrk=window.lintrk||function(a,b){window.lintrk.q.push([a,b]);};window.lintrk.q=window.lintrk.q||[];` +
            `window.porticoConsent.script('advertising','https://snap.licdn.com/li.lms-analytics/insight.min.js');});`,
        },
      ],
    }),
  };
}
