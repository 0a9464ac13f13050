import type {LoadContext, Plugin} from '@docusaurus/types';

export interface LinkedInInsightOptions {
  /** The numeric partner id of the LinkedIn Insight tag. */
  partnerId: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The LinkedIn Insight tag, written into the static HTML at build time: the
 * partner set-up and loader in the head, which starts the tag only once the
 * visitor allows advertising (`window.porticoConsent`, plugins/consent), and
 * the no-script image beacon in the body, for visitors the site cannot ask.
 */
export default function linkedInInsightPlugin(_context: LoadContext, {partnerId}: LinkedInInsightOptions): Plugin {
  const id = JSON.stringify(partnerId);
  const beacon = `https://px.ads.linkedin.com/collect/?pid=${encodeURIComponent(partnerId)}&fmt=gif`;
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
      postBodyTags: [
        `<noscript><img height="1" width="1" style="display:none" alt="" src="${escapeAttribute(beacon)}"></noscript>`,
      ],
    }),
  };
}
