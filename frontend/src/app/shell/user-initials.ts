export interface InitialsSource {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const firstLetter = (value: string | null | undefined) => value?.trim().charAt(0) ?? '';

/**
 * The avatar's letters (spec §2): first letters of first and last name, uppercased; only one of them
 * when the other is missing; the username's first letter when neither exists; 'U' with no user.
 */
export function userInitials(user: InitialsSource | null | undefined): string {
  if (!user) return 'U';
  const initials = `${firstLetter(user.firstName)}${firstLetter(user.lastName)}`;
  if (initials) return initials.toUpperCase();
  return firstLetter(user.username).toUpperCase() || 'U';
}
