import type { LucideIcon } from 'lucide-react';
import { Construction } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeader } from './page-header';

/** A titled stand-in for a screen that is not built yet. */
export function ComingSoon({ title, description, icon: Icon = Construction }: { title: string; description: string; icon?: LucideIcon }) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={title} description={description} />
      <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-14 text-center shadow-none">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="font-medium text-slate-900">This part of Immortal is coming soon.</p>
          <p className="mt-1 text-sm text-slate-600">We are building it now. Everything you capture meanwhile will be ready for it.</p>
        </div>
      </Card>
    </div>
  );
}
