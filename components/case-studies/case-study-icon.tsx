import {
  BatteryCharging,
  HeartPulse,
  CalendarCheck,
  MessageSquare,
  Lock,
  Landmark,
  Receipt,
  ShoppingCart,
  Languages,
  Search,
  Package,
  CreditCard,
  Database,
  FileText,
  BellRing,
  BrainCircuit,
  Gauge,
  Layers,
  MapPin,
  Monitor,
  Navigation,
  Network,
  PlugZap,
  RadioTower,
  Route,
  Server,
  ShieldCheck,
  Smartphone,
  Warehouse,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { CaseStudyIconName } from '@/lib/content/case-studies';

const icons: Record<CaseStudyIconName, LucideIcon> = {
  'brain-circuit': BrainCircuit,
  smartphone: Smartphone,
  network: Network,
  route: Route,
  navigation: Navigation,
  'battery-charging': BatteryCharging,
  'map-pin': MapPin,
  'bell-ring': BellRing,
  'plug-zap': PlugZap,
  warehouse: Warehouse,
  gauge: Gauge,
  'shield-check': ShieldCheck,
  monitor: Monitor,
  server: Server,
  layers: Layers,
  'radio-tower': RadioTower,
  'heart-pulse': HeartPulse,
  'calendar-check': CalendarCheck,
  'message-square': MessageSquare,
  lock: Lock,
  landmark: Landmark,
  receipt: Receipt,
  'shopping-cart': ShoppingCart,
  languages: Languages,
  search: Search,
  package: Package,
  'credit-card': CreditCard,
  database: Database,
  'file-text': FileText,
};

interface CaseStudyIconProps extends Omit<LucideProps, 'ref'> {
  name: CaseStudyIconName;
}

/** A case study icon named in content; decorative, the text next to it carries the meaning. */
export function CaseStudyIcon({ name, ...props }: CaseStudyIconProps) {
  const Icon = icons[name];
  return <Icon {...props} aria-hidden="true" focusable="false" />;
}
