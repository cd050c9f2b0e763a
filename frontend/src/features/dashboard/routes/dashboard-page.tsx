import { PageHeader } from '@/components/page-header';
import { useUser } from '@/features/auth/api/get-user';
import { usePageTitle } from '@/lib/use-page-title';
import { useStats } from '@/features/entries/api/get-stats';
import { CapturePromoCard } from '../components/capture-promo-card';
import { IdentityAlignmentPanel } from '../components/identity-alignment-panel';
import { useDashboardTabFromQuery } from '../model/dashboard-tab-event';

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { data: user } = useUser();
  // spec §7: the dashboard also requests /api/stats (and /api/user) without showing them here
  useStats();
  // live updates come in app-wide (app/shell/live-updates.tsx)
  useDashboardTabFromQuery();
  const name = user?.firstName || user?.username;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8">
      <PageHeader className="mb-0" title="Dashboard" description={name ? `Welcome back, ${name}. Here is where your forever self is taking shape.` : undefined} />
      <CapturePromoCard />
      <IdentityAlignmentPanel />
    </div>
  );
}
