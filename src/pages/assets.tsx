import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {Check, Download, X} from 'lucide-react';
import MarketingLayout from '@site/src/components/MarketingLayout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {brandColors, logoFiles, type LogoFile} from '@site/src/data/brand';
import {company} from '@site/src/data/company';
import styles from './assets.module.css';

/** How much larger than its SVG size each logo is previewed. */
const previewScale = (logo: LogoFile) => (logo.width === logo.height ? 3 : 1.5);

const fileName = (path: string) => path.split('/').pop()!;

function LogoCard({logo}: {logo: LogoFile}): ReactNode {
  const svg = useBaseUrl(logo.svg);
  const png = useBaseUrl(logo.png);
  const scale = previewScale(logo);
  return (
    <li className={styles.logo}>
      <div
        className={clsx(
          styles.preview,
          logo.background === 'dark' ? styles.onDark : styles.onLight,
        )}>
        <img
          src={svg}
          alt={`${logo.name}: preview on a ${logo.background} background`}
          width={logo.width * scale}
          height={logo.height * scale}
          loading="lazy"
          decoding="async"
        />
      </div>
      <Heading as="h3" className={styles.logoName}>
        {logo.name}
      </Heading>
      <p className={styles.logoText}>{logo.description}</p>
      <p className={styles.downloads}>
        <a className="button button--primary button--sm" href={svg} download={fileName(logo.svg)}>
          <Download aria-hidden="true" size={16} /> SVG
          <span className={styles.srOnly}> of {logo.name}</span>
        </a>
        <a
          className="button button--secondary button--outline button--sm"
          href={png}
          download={fileName(logo.png)}>
          <Download aria-hidden="true" size={16} /> PNG, {logo.pngWidth}×{logo.pngHeight}
          <span className={styles.srOnly}> of {logo.name}</span>
        </a>
      </p>
    </li>
  );
}

/** Text on a swatch: ink on light colors, paper on dark ones, whichever contrasts more. */
const textOn = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return luminance > 0.18 ? '#0F1419' : '#F4F7F8';
};

const usageRules = [
  'Keep clear space around the logo on every side, at least as wide as one column of the mark.',
  'Use the light-background logo on white and pale surfaces, and the dark-background logo on dark ones.',
  'Show the mark at 16 pixels or larger, and the full logo at 120 pixels wide or larger.',
  'Write the name as "Portico", with a capital P, and the editions as Portico Community and Portico Enterprise.',
];

const misuseRules = [
  'Recolor the mark or the word mark, add gradients, outlines or shadows, or place it on a busy photo.',
  'Stretch, squash, rotate or crop the logo; scale it only with its proportions locked.',
  'Rebuild the logo in another typeface, or merge it with your own logo into a combined mark.',
  'Use the logo or the name in a way that suggests Portico Labs sponsors, endorses or partners with you, your product or your event.',
];

export default function Assets(): ReactNode {
  return (
    <MarketingLayout
      title="Brand assets"
      description="Download the Portico logo and mark as SVG or PNG, copy the brand colors, and read the few rules for using them in articles, slides and listings.">
      <PageHero
        eyebrow="Brand assets"
        title="The Portico logo, colors and how to use them"
        lead="Writing a review, listing Portico in your hosting offer, or giving a talk about it? Take the files below. They are free to use when you refer to Portico, as long as you keep to the rules further down."
      />

      <Section
        title="Logos"
        intro="Each file comes as SVG for the web and print, and as PNG for places that cannot take vector images.">
        <ul className={styles.logos}>
          {logoFiles.map((logo) => (
            <LogoCard key={logo.svg} logo={logo} />
          ))}
        </ul>
      </Section>

      <Section
        title="Colors"
        intro="One teal family and two neutrals. The site uses the deep and bright teals for links and buttons, which keeps text contrast at WCAG AA in both color modes."
        surface>
        <ul className={styles.swatches}>
          {brandColors.map((color) => (
            <li key={color.hex}>
              <span
                className={styles.swatch}
                style={{background: color.hex, color: textOn(color.hex)}}
                aria-hidden="true">
                Aa
              </span>
              <span className={styles.colorName}>{color.name}</span>
              <code className={styles.hex}>{color.hex}</code>
              <span className={styles.colorUse}>{color.use}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Usage rules"
        intro="Short, because the aim is simple: anyone who sees the logo should recognize it, and nobody should mistake your page for ours.">
        <div className={styles.rules}>
          <div>
            <Heading as="h3" className={styles.rulesTitle}>
              <Check aria-hidden="true" size={20} className={styles.usageIcon} /> Do
            </Heading>
            <ul>
              {usageRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
          <div>
            <Heading as="h3" className={styles.rulesTitle}>
              <X aria-hidden="true" size={20} className={styles.misuseIcon} /> Don&apos;t
            </Heading>
            <ul>
              {misuseRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className={styles.trademark}>
          The Portico name and logo belong to {company.name}. The{' '}
          <Link to="/LICENSE/">Portico Community License</Link> covers the software and grants no
          rights to them; this page is the permission to use them when you talk about Portico. A
          fork of the software needs a name and logo of its own.
        </p>
      </Section>

      <CallToAction
        title="Need another format or size?"
        text={`Write to ${company.contacts.general} with what you are making and where it will appear. We reply with the file or a suggestion that fits.`}
        primary={{label: 'Email us', to: `mailto:${company.contacts.general}`}}
        secondary={{label: 'About Portico Labs', to: '/about/'}}
      />
    </MarketingLayout>
  );
}
