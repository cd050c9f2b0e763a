// The 20 Prediction Pulse categories (twin-features §9) and, for each, common associations in rough order
// of how often people give them. It tells the word predictor which of the user's own words belong to a
// theme, and is the last-resort prior before the user has answered anything.
export const WORD_CATEGORIES = [
  'Home', 'Travel', 'Food', 'Music', 'Work', 'Family', 'Dreams', 'Fear', 'Love', 'Future',
  'Memory', 'Success', 'Challenge', 'Peace', 'Energy', 'Adventure', 'Creativity', 'Growth', 'Freedom', 'Connection',
] as const;
export type WordCategory = (typeof WORD_CATEGORIES)[number];

const THEMES: Record<WordCategory, string> = {
  Home: 'family comfort house safe warmth bed kitchen love cozy garden mom couch dog fireplace rest belonging roof door',
  Travel: 'adventure plane beach passport suitcase train road trip explore mountains ocean airport map vacation culture hotel journey',
  Food: 'pizza delicious hungry pasta cooking chocolate dinner bread kitchen sushi fruit family spice coffee breakfast taste',
  Music: 'song guitar piano dance rhythm melody concert jazz headphones singing drums rock band lyrics radio vinyl',
  Work: 'job office money career stress meeting laptop deadline team boss coffee project busy computer salary desk',
  Family: 'love mom home dad siblings kids together parents support brother sister children dinner grandma holidays',
  Dreams: 'sleep night future goals hope flying imagination stars wishes clouds bed ambition nightmare vision',
  Fear: 'spiders dark heights death failure darkness snakes anxiety loss alone unknown pain monsters panic',
  Love: 'heart family partner romance kiss warmth passion care friendship hug trust wedding marriage roses',
  Future: 'hope goals children dreams tomorrow career uncertain plans technology change retirement bright growth',
  Memory: 'childhood photos past nostalgia grandma school summer family moments smell friends birthday old',
  Success: 'money achievement goals happiness winning hard-work career pride trophy effort victory recognition',
  Challenge: 'obstacle difficult mountain growth struggle effort test puzzle climb courage problem hard',
  Peace: 'calm quiet nature meditation silence ocean harmony dove serenity sunset rest stillness breath',
  Energy: 'coffee power sun exercise electricity running lightning fire vitality strength music dance',
  Adventure: 'travel explore mountains hiking journey thrill unknown camping risk discovery excitement wild',
  Creativity: 'art painting imagination ideas music writing colors design inspiration drawing creation',
  Growth: 'plants learning tree change progress seeds garden maturity development flowers patience',
  Freedom: 'liberty flying birds open road choice independence sky ocean wind travel escape',
  Connection: 'friends family love internet bond relationships community trust conversation network touch',
};

const byKey = new Map<string, string[]>(
  WORD_CATEGORIES.map((c) => [c.toLowerCase(), THEMES[c].split(' ').filter(Boolean)]),
);

/** The canonical category name ('travel' -> 'Travel'), or the trimmed input when it is not one of the 20. */
export function canonicalCategory(category: string): string {
  const key = category.trim().toLowerCase();
  return WORD_CATEGORIES.find((c) => c.toLowerCase() === key) ?? category.trim();
}

/** Common associations for the category, most common first (empty for an unknown category). */
export function themeWords(category: string): string[] {
  return byKey.get(category.trim().toLowerCase()) ?? [];
}
