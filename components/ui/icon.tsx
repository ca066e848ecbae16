import {
  Accessibility,
  Activity,
  AppWindow,
  Atom,
  Award,
  BadgeCheck,
  Banknote,
  BatteryCharging,
  Bell,
  Blocks,
  Bot,
  Boxes,
  Brain,
  BrainCircuit,
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarClock,
  Car,
  ChartColumn,
  ChartLine,
  CircleDollarSign,
  Clock,
  Cloud,
  CloudCog,
  Code,
  CodeXml,
  Coffee,
  Coins,
  Compass,
  Component,
  Container,
  Cpu,
  CreditCard,
  Database,
  Eye,
  Factory,
  FileCheck,
  FileCode,
  FileSearch,
  FileText,
  Fingerprint,
  Flag,
  FlaskConical,
  Fuel,
  Gauge,
  Gem,
  GitBranch,
  GitMerge,
  Globe,
  GraduationCap,
  HandCoins,
  Handshake,
  Headphones,
  HeartHandshake,
  HeartPulse,
  Infinity,
  KeyRound,
  Landmark,
  Laptop,
  Layers,
  LayoutDashboard,
  Leaf,
  LifeBuoy,
  Lightbulb,
  ListChecks,
  Lock,
  Mail,
  Map,
  MapPin,
  Megaphone,
  MessageSquare,
  Milestone,
  MonitorSmartphone,
  Navigation,
  Network,
  Package,
  PackageCheck,
  Palette,
  PenTool,
  Phone,
  PiggyBank,
  Plane,
  Plug,
  PlugZap,
  Puzzle,
  Radar,
  Receipt,
  RefreshCw,
  Repeat,
  Rocket,
  Route,
  Scale,
  Search,
  Server,
  ServerCog,
  Settings,
  Shield,
  ShieldCheck,
  ShoppingCart,
  SlidersHorizontal,
  Smartphone,
  Sparkles,
  Store,
  Target,
  Terminal,
  TestTube,
  Timer,
  TrendingDown,
  TrendingUp,
  Truck,
  UserCheck,
  UserPlus,
  Users,
  Wallet,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import {
  BRAND_MARKS,
  isBrandMark,
  type BrandMark,
  type BrandMarkName,
  type ConceptIconName,
  type IconName,
} from '@/lib/content/icons';
import { cn } from '@/lib/utils/cn';

/** Every concept a content file may name; the Record type fails to compile if one is missing. */
const concepts: Record<ConceptIconName, LucideIcon> = {
  accessibility: Accessibility,
  activity: Activity,
  'app-window': AppWindow,
  atom: Atom,
  award: Award,
  'badge-check': BadgeCheck,
  banknote: Banknote,
  'battery-charging': BatteryCharging,
  bell: Bell,
  blocks: Blocks,
  bot: Bot,
  boxes: Boxes,
  brain: Brain,
  'brain-circuit': BrainCircuit,
  briefcase: Briefcase,
  'building-2': Building2,
  'calendar-check': CalendarCheck,
  'calendar-clock': CalendarClock,
  car: Car,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  'circle-dollar-sign': CircleDollarSign,
  clock: Clock,
  cloud: Cloud,
  'cloud-cog': CloudCog,
  code: Code,
  'code-xml': CodeXml,
  coffee: Coffee,
  coins: Coins,
  compass: Compass,
  component: Component,
  container: Container,
  cpu: Cpu,
  'credit-card': CreditCard,
  database: Database,
  eye: Eye,
  factory: Factory,
  'file-check': FileCheck,
  'file-code': FileCode,
  'file-search': FileSearch,
  'file-text': FileText,
  fingerprint: Fingerprint,
  flag: Flag,
  'flask-conical': FlaskConical,
  fuel: Fuel,
  gauge: Gauge,
  gem: Gem,
  'git-branch': GitBranch,
  'git-merge': GitMerge,
  globe: Globe,
  'graduation-cap': GraduationCap,
  'hand-coins': HandCoins,
  handshake: Handshake,
  headphones: Headphones,
  'heart-handshake': HeartHandshake,
  'heart-pulse': HeartPulse,
  infinity: Infinity,
  'key-round': KeyRound,
  landmark: Landmark,
  laptop: Laptop,
  layers: Layers,
  'layout-dashboard': LayoutDashboard,
  leaf: Leaf,
  'life-buoy': LifeBuoy,
  lightbulb: Lightbulb,
  'list-checks': ListChecks,
  lock: Lock,
  mail: Mail,
  map: Map,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'message-square': MessageSquare,
  milestone: Milestone,
  'monitor-smartphone': MonitorSmartphone,
  navigation: Navigation,
  network: Network,
  package: Package,
  'package-check': PackageCheck,
  palette: Palette,
  'pen-tool': PenTool,
  phone: Phone,
  'piggy-bank': PiggyBank,
  plane: Plane,
  plug: Plug,
  'plug-zap': PlugZap,
  puzzle: Puzzle,
  radar: Radar,
  receipt: Receipt,
  'refresh-cw': RefreshCw,
  repeat: Repeat,
  rocket: Rocket,
  route: Route,
  scale: Scale,
  search: Search,
  server: Server,
  'server-cog': ServerCog,
  settings: Settings,
  shield: Shield,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  'sliders-horizontal': SlidersHorizontal,
  smartphone: Smartphone,
  sparkles: Sparkles,
  store: Store,
  target: Target,
  terminal: Terminal,
  'test-tube': TestTube,
  timer: Timer,
  'trending-down': TrendingDown,
  'trending-up': TrendingUp,
  truck: Truck,
  'user-check': UserCheck,
  'user-plus': UserPlus,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
};

interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * The one icon of the site, rendered on the server as inline SVG. Concepts are decorative
 * (the text beside them says it); technology marks are images named after their brand.
 */
export function Icon({ name, className }: IconProps) {
  if (isBrandMark(name)) return <TechnologyMark name={name} className={className} />;
  const Concept = concepts[name];
  return <Concept className={cn('size-6', className)} aria-hidden="true" />;
}

/** React's atom inside a phone's outline (React Native). */
function PhoneFrame({ path }: { path: string }) {
  return (
    <>
      <rect
        x="6"
        y="1"
        width="12"
        height="22"
        rx="2.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <rect x="10" y="19.5" width="4" height="1.2" rx="0.6" />
      <path d={path} transform="translate(6.6 5.6) scale(0.45)" />
    </>
  );
}

/**
 * A technology mark in one monochrome treatment (currentColor), as tall as its size class says:
 * a filled path, a stroked glyph, or both, on one 24 x 24 view box (docs/technology-marks.md).
 */
function TechnologyMark({ name, className }: { name: BrandMarkName; className?: string }) {
  const brand: BrandMark = BRAND_MARKS[name];
  const { title, path, glyph, frame } = brand;
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox="0 0 24 24"
      fill="currentColor"
      className={cn('size-6', className)}
    >
      {frame === 'phone' && path ? <PhoneFrame path={path} /> : path && <path d={path} />}
      {glyph && (
        <path
          d={glyph}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
