import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';
import { CaptureForm } from '../components/capture-form';
import { RecentEntries } from '../components/recent-entries';

export default function CapturePage() {
  usePageTitle('Capture');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        className="mb-2"
        title="Capture"
        description="Write down a quote, a memory or a deep reflection. Everything you save helps train your Immortal AI to think like you."
      />
      <Card>
        <CardContent className="p-5 sm:p-6">
          <CaptureForm />
        </CardContent>
      </Card>
      <RecentEntries />
    </div>
  );
}
