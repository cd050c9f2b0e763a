import { useQueryClient } from '@tanstack/react-query';
import type { UserView } from '@immortal/proto/identity';
import { getTutorialProgress } from '@/features/tutorial/api/get-tutorial-progress';
import { hardNavigate } from '@/lib/navigation';
import { stashToast } from '@/lib/pending-toast';
import { userQueryKey } from '../api/get-user';
import { signInTarget } from './sign-in-target';

export type SignInKind = 'login' | 'register';

/**
 * After a successful login or registration: drop every cached answer of the previous visitor, remember
 * the welcome toast across the reload, and reload the app at its target.
 */
export function useFinishSignIn() {
  const qc = useQueryClient();
  return async (kind: SignInKind, user: UserView, params: URLSearchParams): Promise<void> => {
    qc.clear();
    qc.setQueryData(userQueryKey, user);
    let target = '/tutorial';
    if (kind === 'login') {
      const progress = await getTutorialProgress().catch(() => null);
      target = signInTarget({ redirect: params.get('redirect'), skip: params.get('skip') === 'true', progress });
      stashToast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    }
    hardNavigate(target);
  };
}
