// The signed-in app's socket and what it pushes: mounted once in the shell, so a score recomputed while
// the user is on any page lands in the cache, and the dashboard shows it whenever it is opened.
import { useUser } from '@/features/auth/api/get-user';
import { useAlignmentRealtime } from '@/features/dashboard/model/use-alignment-realtime';
import { useSocketConnection } from '@/lib/socket-client';

export function LiveUpdates(): null {
  const { data: user } = useUser();
  useAlignmentRealtime(useSocketConnection(Boolean(user)));
  return null;
}
