/**
 * Every marketing route of the site, grouped as the footer shows them.
 * The footer renders this list and the route tests visit every entry.
 */
export type FooterGroup = 'Product' | 'Compare' | 'Billing' | 'Company' | 'Legal';

export interface MarketingRoute {
  readonly path: `/${string}`;
  readonly label: string;
  readonly group: FooterGroup;
}

export const marketingRoutes: readonly MarketingRoute[] = [
  {path: '/features/', label: 'Features', group: 'Product'},
  {path: '/install/', label: 'Install', group: 'Product'},
  {path: '/enterprise/', label: 'Enterprise', group: 'Product'},
  {path: '/demo/', label: 'Live demo', group: 'Product'},
  {path: '/roadmap/', label: 'Roadmap', group: 'Product'},
  {path: '/statistics/', label: 'Statistics', group: 'Product'},
  {path: '/patches/', label: 'Security patches', group: 'Product'},
  {path: '/cpanel-alternative/', label: 'cPanel alternative', group: 'Compare'},
  {path: '/plesk-alternative/', label: 'Plesk alternative', group: 'Compare'},
  {path: '/cyberpanel-alternative/', label: 'CyberPanel alternative', group: 'Compare'},
  {path: '/hosting-providers/', label: 'For hosting providers', group: 'Compare'},
  {path: '/licenses-for-partners/', label: 'Partner licenses', group: 'Compare'},
  {path: '/billing/', label: 'Billing integrations', group: 'Billing'},
  {path: '/whmcs-module/', label: 'WHMCS module', group: 'Billing'},
  {path: '/fossbilling-module/', label: 'FOSSBilling module', group: 'Billing'},
  {path: '/about/', label: 'About', group: 'Company'},
  {path: '/community/', label: 'Community', group: 'Company'},
  {path: '/support/', label: 'Support', group: 'Company'},
  {path: '/assets/', label: 'Brand assets', group: 'Company'},
  {path: '/privacy-policy/', label: 'Privacy', group: 'Legal'},
  {path: '/privacy-policy/privacy/', label: 'Privacy policy', group: 'Legal'},
  {path: '/LICENSE/', label: 'Community license', group: 'Legal'},
];
