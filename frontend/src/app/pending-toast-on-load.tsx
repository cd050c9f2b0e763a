import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { takeStashedToast } from '@/lib/pending-toast';

/** Shows the toast stored before the last full reload (e.g. 'Welcome back!'), once. */
export function PendingToastOnLoad() {
  useEffect(() => {
    const pending = takeStashedToast();
    if (pending) toast(pending);
  }, []);
  return null;
}
