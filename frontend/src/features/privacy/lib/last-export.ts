// When this browser last exported the signed-in user's data. Kept per user in localStorage, so a
// shared browser never shows one person's export time to another. Nothing is known about exports
// made elsewhere, and the screen says so.
const keyOf = (userId: string) => `immortal.lastExport.${userId}`;

export function readLastExport(userId: string): Date | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}

export function writeLastExport(userId: string, at: Date): void {
  try {
    localStorage.setItem(keyOf(userId), at.toISOString());
  } catch {
    // storage unavailable: the time is simply not remembered
  }
}

export function forgetLastExport(userId: string): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // nothing to forget
  }
}
