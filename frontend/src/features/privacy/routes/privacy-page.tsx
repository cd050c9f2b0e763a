import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { usePageTitle } from '@/lib/use-page-title';
import { DataManagement } from '../components/data-management';
import { DataOverview } from '../components/data-overview';
import { ExportBackup } from '../components/export-backup';
import { PrivacyPrinciples } from '../components/privacy-principles';
import { SecurityStatus } from '../components/security-status';

export default function PrivacyPage() {
  usePageTitle('Privacy & Security');
  const { data: user } = useUser();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <PageHeader className="mb-2" title="Privacy & Security" description="How your data is protected, what is stored, and how to take it with you or erase it." />
      <SecurityStatus />
      <DataOverview />
      {user ? (
        <>
          <ExportBackup userId={user.id} />
          <DataManagement username={user.username} userId={user.id} />
        </>
      ) : (
        <Spinner className="py-10" />
      )}
      <PrivacyPrinciples />
    </div>
  );
}
