/** Brand assets offered on /assets/: logo files and the palette. */
export interface LogoFile {
  readonly name: string;
  readonly description: string;
  readonly svg: string;
  readonly png: string;
  /** Intrinsic size of the SVG, in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Pixel size of the PNG export. */
  readonly pngWidth: number;
  readonly pngHeight: number;
  /** The color the mark is drawn on in the preview. */
  readonly background: 'light' | 'dark';
}

export const logoFiles: readonly LogoFile[] = [
  {
    name: 'Mark, teal',
    description: 'The portico mark alone, for favicons, avatars and app icons.',
    svg: '/img/brand/portico-mark.svg',
    png: '/img/brand/portico-mark.png',
    width: 32,
    height: 32,
    pngWidth: 512,
    pngHeight: 512,
    background: 'dark',
  },
  {
    name: 'Logo, for light backgrounds',
    description: 'Mark and word mark in deep teal and ink, for white and light pages.',
    svg: '/img/brand/portico-logo-light.svg',
    png: '/img/brand/portico-logo-light.png',
    width: 180,
    height: 40,
    pngWidth: 720,
    pngHeight: 160,
    background: 'light',
  },
  {
    name: 'Logo, for dark backgrounds',
    description: 'Mark and word mark in bright teal and white, for dark pages and slides.',
    svg: '/img/brand/portico-logo-dark.svg',
    png: '/img/brand/portico-logo-dark.png',
    width: 180,
    height: 40,
    pngWidth: 720,
    pngHeight: 160,
    background: 'dark',
  },
];

export interface BrandColor {
  readonly name: string;
  readonly hex: string;
  readonly use: string;
}

export const brandColors: readonly BrandColor[] = [
  {name: 'Portico teal', hex: '#2CB5A9', use: 'The mark, on any background.'},
  {name: 'Deep teal', hex: '#0A6F77', use: 'Links and buttons on light backgrounds.'},
  {name: 'Bright teal', hex: '#4FD1C5', use: 'Links and buttons on dark backgrounds.'},
  {name: 'Ink', hex: '#0F1419', use: 'Dark backgrounds and text on light ones.'},
  {name: 'Paper', hex: '#F4F7F8', use: 'Light surfaces and text on dark ones.'},
];
