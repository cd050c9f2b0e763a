import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <AlertCircle aria-hidden="true" className="size-7 shrink-0 text-red-600" />
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Back to the dashboard
        </Link>
      </Card>
    </div>
  );
}
