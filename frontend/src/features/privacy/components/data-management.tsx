import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteDataDialog } from './delete-data-dialog';

export function DataManagement({ username, userId }: { username: string; userId: string }) {
  return (
    <Card className="border-red-200">
      <CardHeader className="p-5 sm:p-6">
        <CardTitle>Data Management</CardTitle>
        <CardDescription>
          Delete your account and everything in it: every entry, conversation and score. This is a real deletion and cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">
        <DeleteDataDialog username={username} userId={userId} />
      </CardContent>
    </Card>
  );
}
