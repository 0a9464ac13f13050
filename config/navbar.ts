import type * as Preset from '@docusaurus/preset-classic';

type Navbar = NonNullable<Preset.ThemeConfig['navbar']>;

export const navbar = (currentVersion: string): Navbar => ({
  title: 'Portico',
  logo: {src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {type: 'docSidebar', sidebarId: 'panel', label: 'User panel', position: 'left'},
    {type: 'docSidebar', sidebarId: 'admin', label: 'Admin', position: 'left'},
    {type: 'docSidebar', sidebarId: 'articles', label: 'Articles', position: 'left'},
    {type: 'docSidebar', sidebarId: 'changelog', label: 'Changelog', position: 'left'},
    {to: '/blog/', label: 'Blog', position: 'left'},
    {to: '/features/', label: 'Features', position: 'right'},
    {to: '/enterprise/', label: 'Enterprise', position: 'right'},
    {to: '/install/', label: 'Install', position: 'right'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [{to: '/docs/changelog/', label: `All releases up to ${currentVersion}`}],
    },
    {type: 'search', position: 'right'},
  ],
});
