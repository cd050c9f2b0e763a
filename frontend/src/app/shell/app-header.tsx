import { Link } from 'react-router-dom';
import { Wordmark } from '@/components/brand-mark';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';

export function AppHeader() {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-white/75 sm:px-6">
      <MobileNav />
      <Link to="/" aria-label="Immortal, go to the dashboard" className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
        <Wordmark />
      </Link>
      <div className="ml-auto flex items-center gap-3">
        <UserMenu />
      </div>
    </header>
  );
}
