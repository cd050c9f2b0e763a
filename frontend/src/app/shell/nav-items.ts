import { Bot, GraduationCap, LayoutDashboard, Library, PenLine, ShieldCheck, Users, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** paths that light this item up; a trailing '/*' also matches everything below */
  matches: readonly string[];
}

export const primaryNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard, matches: ['/', '/dashboard'] },
  { label: 'Capture', to: '/collect', icon: PenLine, matches: ['/capture', '/collect'] },
  {
    label: 'AI Tools',
    to: '/ai-tools',
    icon: Bot,
    matches: ['/ai-tools', '/ai-tools/*', '/voice-training', '/images-visual', '/photography', '/music', '/music-audio', '/apple-music-setup', '/behavior-training'],
  },
  { label: 'Library', to: '/search', icon: Library, matches: ['/search'] },
  { label: 'Network', to: '/network', icon: Users, matches: ['/network', '/chat'] },
];

export const secondaryNav: readonly NavItem[] = [
  { label: 'Privacy & Export', to: '/privacy', icon: ShieldCheck, matches: ['/privacy'] },
  { label: 'Tutorial', to: '/tutorial', icon: GraduationCap, matches: ['/tutorial'] },
];

/** Whether `pathname` belongs to the item (trailing slashes ignored). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.matches.some((pattern) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}
