// The Library's fixed texts (core §2, §4, §8) and sizes (§9).
export const LIBRARY_TAGLINE = 'Saved content helps train your Immortal AI';
export const OVERVIEW_ENTRIES = 3;
export const OVERVIEW_CONVERSATIONS = 3;
export const NO_CONVERSATIONS_TITLE = 'No Conversations Yet';
export const NO_CONVERSATIONS_TEXT = 'Start chatting with your Immortal AI to see conversation history here.';
export const SEARCH_INTRO_TITLE = 'Search Your Personal Archive';
export const NO_RESULTS_TITLE = 'No results found';
export const NO_RESULTS_TEXT = 'Try adjusting your search terms or filters';
export const SEARCH_FAILED = 'Search failed';
export const SEARCH_SKELETON_ROWS = 3;

export const moreDataPoints = (n: number) => `...and ${n} more data points`;
