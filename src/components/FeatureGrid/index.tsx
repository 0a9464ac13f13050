import type {ReactNode} from 'react';
import {
  BarChart3,
  Boxes,
  Code2,
  CreditCard,
  Database,
  Globe,
  HardDrive,
  Layers,
  Lock,
  Mail,
  Palette,
  Server,
  Shield,
  Terminal,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import CardGrid from '@site/src/components/CardGrid';
import type {Feature, FeatureIcon} from '@site/src/data/features';

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

/** Features from the data file as cards, each linking the doc that explains it. */
export default function FeatureGrid({features}: {features: readonly Feature[]}): ReactNode {
  return (
    <CardGrid
      cards={features.map((feature) => ({
        icon: icons[feature.icon],
        title: feature.title,
        text: feature.text,
        link: {to: feature.doc, label: 'Read the docs'},
        badge: feature.edition === 'enterprise' ? 'Enterprise' : undefined,
      }))}
    />
  );
}
