import { useEffect } from 'react';

/** Names the browser tab after the current screen ("Capture · Immortal"). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Immortal` : 'Immortal';
  }, [title]);
}
