import type { UserView } from '@immortal/proto/identity';
import { PlayCircle } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useAuthOptions } from '../api/get-auth-options';
import { useDemoLogin } from '../api/demo-login';

/** 'Try the demo' — only when the server runs in demo mode (it seeds the demo account). */
export function DemoSignIn({ onSignedIn }: { onSignedIn: (user: UserView) => Promise<void> | void }) {
  const options = useAuthOptions();
  const demo = useDemoLogin();
  if (!options.data?.demoMode) return null;

  const start = async () => {
    let user: UserView;
    try {
      user = await demo.mutateAsync();
    } catch {
      return;
    }
    await onSignedIn(user);
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {demo.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{getErrorMessage(demo.error) ?? 'The demo could not be started. Please try again.'}</AlertDescription>
        </Alert>
      ) : null}
      <Button variant="outline" size="lg" className="w-full" onClick={start} disabled={demo.isPending || demo.isSuccess}>
        <PlayCircle aria-hidden="true" />
        {demo.isPending || demo.isSuccess ? 'Opening the demo...' : 'Try the demo'}
      </Button>
    </div>
  );
}
