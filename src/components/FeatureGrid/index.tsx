import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  BarChart3, Boxes, Code2, CreditCard, Database, Globe, HardDrive, Layers, Lock, Mail, Palette, Server,
  Shield, Terminal, Users, Zap, type LucideIcon,
} from 'lucide-react';
import type {Feature, FeatureIcon} from '@site/src/data/features';
import styles from './styles.module.css';

const icons: Record<FeatureIcon, LucideIcon> = {
  boxes: Boxes,
  globe: Globe,
  lock: Lock,
  mail: Mail,
  database: Database,
  code: Code2,
  zap: Zap,
  shield: Shield,
  users: Users,
  server: Server,
  terminal: Terminal,
  'hard-drive': HardDrive,
  'bar-chart': BarChart3,
  'credit-card': CreditCard,
  layers: Layers,
  palette: Palette,
};

interface Props {
  features: readonly Feature[];
  /** Heading level of each card title, one below the section's. */
  headingLevel?: 'h3' | 'h4';
}

/** Cards of features, each with its icon, edition badge and a link to its doc. */
export default function FeatureGrid({features, headingLevel = 'h3'}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => {
        const Icon = icons[feature.icon];
        return (
          <li key={feature.title} className={styles.card}>
            <Icon className={styles.icon} aria-hidden="true" size={24} />
            <Heading as={headingLevel} className={styles.title}>
              {feature.title}
            </Heading>
            <p className={styles.text}>{feature.text}</p>
            <p className={styles.footer}>
              {feature.edition === 'enterprise' && <span className={styles.badge}>Enterprise</span>}
              <Link to={feature.doc} aria-label={`Read the docs: ${feature.title}`}>
                Read the docs
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
