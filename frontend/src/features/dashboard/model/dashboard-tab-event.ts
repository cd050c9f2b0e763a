import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DASHBOARD_TAB_EVENT = 'dashboardTabChange';

/** Announces the dashboard's `?tab=` value to whichever panel listens (spec §2). */
export function announceDashboardTab(tab: string): void {
  window.dispatchEvent(new CustomEvent(DASHBOARD_TAB_EVENT, { detail: tab }));
}

/** On load (and whenever `?tab=` changes), dispatches `dashboardTabChange` with its value. */
export function useDashboardTabFromQuery(): void {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  useEffect(() => {
    if (tab !== null) announceDashboardTab(tab);
  }, [tab]);
}
