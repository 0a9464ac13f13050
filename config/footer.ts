import type * as Preset from '@docusaurus/preset-classic';
import {marketingRoutes, type FooterGroup} from '../src/data/marketing-routes';

type Footer = NonNullable<Preset.ThemeConfig['footer']>;

const groups: readonly FooterGroup[] = ['Product', 'Compare', 'Billing', 'Company', 'Legal'];

const docsLinks = [
  {label: 'User panel docs', to: '/docs/'},
  {label: 'Admin docs', to: '/docs/admin/'},
  {label: 'Articles', to: '/docs/articles/'},
  {label: 'Changelog', to: '/docs/changelog/'},
  {label: 'Blog', to: '/blog/'},
  {label: 'Search', to: '/search/'},
];

/** Opens the consent controls, so a choice can be changed or withdrawn from any page. */
const privacyChoicesLink = {
  label: 'Privacy choices',
  to: '/privacy-policy/#privacy-choices' as const,
};

export const footer: Footer = {
  style: 'dark',
  links: [
    {title: 'Docs', items: docsLinks},
    ...groups.map((group) => ({
      title: group,
      items: marketingRoutes
        .filter((route) => route.group === group)
        .map((route) => ({label: route.label, to: route.path}))
        .concat(group === 'Legal' ? [privacyChoicesLink] : []),
    })),
  ],
  copyright: `© ${new Date().getFullYear()} Portico Labs. Portico Community is free software; Enterprise is licensed per server.`,
};
