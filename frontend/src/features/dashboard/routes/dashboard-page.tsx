import { Activity, Target } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUser } from '@/features/auth/api/get-user';
import { usePageTitle } from '@/lib/use-page-title';
import { CapturePromoCard } from '../components/capture-promo-card';
import { useDashboardTabFromQuery } from '../model/dashboard-tab-event';

const upcomingPanels = [
  { icon: Target, title: 'Identity Alignment', text: 'How closely your Immortal AI matches you, with personality, behaviour and voice scores.' },
  { icon: Activity, title: 'Your activity', text: 'Your entries, streaks and growth over time.' },
];

export default function DashboardPage() {
  usePageTitle('Dashboard');
  useDashboardTabFromQuery();
  const { data: user } = useUser();
  const name = user?.firstName || user?.username;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader className="mb-2" title="Dashboard" description={name ? `Welcome back, ${name}. Here is where your forever self is taking shape.` : undefined} />
      <CapturePromoCard />
      <div className="grid gap-6 md:grid-cols-2">
        {upcomingPanels.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <span className="mb-2 inline-flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <CardTitle>{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
              <p className="mt-3 text-sm font-medium text-slate-500">Coming soon</p>
            </CardHeader>
          </Card>
        ))}
      </div>
    </div>
  );
}
