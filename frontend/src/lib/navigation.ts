/**
 * A full page navigation. Signing in, registering and signing out reload the app so that no state of
 * the previous session survives in memory. Wrapped so tests can observe it.
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
