import {
  Award,
  Briefcase,
  CalendarClock,
  Clock,
  Compass,
  FileText,
  Globe,
  Layers,
  Lightbulb,
  type LucideIcon,
  Map as MapIcon,
  MessageCircle,
  Search,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Video,
} from "lucide-react";
import type { IconName } from "~/content/schema";

const icons: Record<IconName, LucideIcon> = {
  "calendar-clock": CalendarClock,
  compass: Compass,
  briefcase: Briefcase,
  target: Target,
  map: MapIcon,
  users: Users,
  video: Video,
  "file-text": FileText,
  clock: Clock,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  "trending-up": TrendingUp,
  "message-circle": MessageCircle,
  search: Search,
  lightbulb: Lightbulb,
  award: Award,
  globe: Globe,
  layers: Layers,
};

/** The decorative icon a piece of content names. */
export function ContentIcon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
