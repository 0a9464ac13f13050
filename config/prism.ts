import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code colours: GitHub's theme in light mode and Dracula in dark mode, with
 * the colours that fall below WCAG AA contrast (4.5:1) against their own
 * background darkened (light) or lightened (dark). tests/unit/config.test.ts
 * checks every colour.
 */
function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  const replace = (colour?: string) => (colour && replacements[colour.toLowerCase()]) ?? colour;
  return {
    ...theme,
    styles: theme.styles.map((style) => ({...style, style: {...style.style, color: replace(style.style.color)}})),
  };
}

export const lightCodeTheme = withColours(themes.github, {
  '#999988': '#6e6e5e',
  '#e3116c': '#c4105d',
  '#36acaa': '#17706e',
  '#00a4db': '#0a6fa3',
  '#d73a49': '#b8303e',
});

export const darkCodeTheme = withColours(themes.dracula, {
  'rgb(98, 114, 164)': '#8e9ac4',
});
