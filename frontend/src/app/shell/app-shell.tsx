import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { AssistantWidget } from '@/features/assistant/components/assistant-widget';
import { AppHeader } from './app-header';
import { AssistantSlot } from './assistant-slot';
import { LiveUpdates } from './live-updates';
import { SidebarNav } from './sidebar-nav';
import { SkipLink } from './skip-link';

/** Every signed-in screen: header, sidebar (a drawer on small screens), the page, and the assistant corner. */
export function AppShell() {
  return (
    <div className="min-h-dvh">
      <LiveUpdates />
      <SkipLink />
      <AppHeader />
      <div className="flex">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white px-3 pt-6 pb-28 md:block">
          <SidebarNav />
        </aside>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-10">
          <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <AssistantSlot>
        <AssistantWidget />
      </AssistantSlot>
    </div>
  );
}
