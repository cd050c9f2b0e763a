/** A step's action opens its route; a visitor who is not signed in signs in first and comes back. */
export function stepActionTarget(to: string, signedIn: boolean): string {
  return signedIn ? to : `/login?redirect=${encodeURIComponent(to)}`;
}

/** Skipping or finishing ends on the dashboard; a visitor who is not signed in goes to sign in. */
export function tutorialExitTarget(signedIn: boolean): string {
  return signedIn ? '/dashboard' : '/login?skip=true';
}
