// A toast that must survive a full page reload (the sign-in success message): stored once in
// sessionStorage, shown and removed by the next page load.
const KEY = 'immortal.pendingToast';

export interface PendingToast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export function stashToast(toast: PendingToast): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // storage unavailable (private mode quotas): the toast is simply not shown
  }
}

/** Returns the stored toast once, then forgets it. */
export function takeStashedToast(): PendingToast | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as PendingToast).title === 'string') {
      const { title, description, variant } = value as PendingToast;
      return {
        title,
        ...(typeof description === 'string' ? { description } : {}),
        ...(variant === 'destructive' ? { variant } : {}),
      };
    }
  } catch {
    // malformed or unavailable: nothing to show
  }
  return null;
}
