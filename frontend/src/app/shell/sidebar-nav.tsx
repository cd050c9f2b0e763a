import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { isNavItemActive, primaryNav, secondaryNav, type NavItem } from './nav-items';

function NavList({ items, pathname, onNavigate }: { items: readonly NavItem[]; pathname: string; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-1">
      {items.map((item) => {
        const active = isNavItemActive(item, pathname);
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'group relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                active ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {active ? <span aria-hidden="true" className="absolute inset-y-2 left-0 w-1 rounded-r-full bg-indigo-600" /> : null}
              <Icon aria-hidden="true" className={cn('size-[18px] shrink-0', active ? 'text-indigo-700' : 'text-slate-500 group-hover:text-slate-700')} />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The app's menu: the main destinations, then Privacy & Export and Tutorial. */
export function SidebarNav({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={cn('flex flex-col gap-6', className)}>
      <NavList items={primaryNav} pathname={pathname} onNavigate={onNavigate} />
      <div className="grid gap-2">
        <p className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">More</p>
        <NavList items={secondaryNav} pathname={pathname} onNavigate={onNavigate} />
      </div>
    </nav>
  );
}
