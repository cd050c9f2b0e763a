// Two users with nothing in common, for the twin's tests: Maya sails and bakes, Jonas works on
// cryptography and climbs. Each has distinctive sentences a test can look for in the other's replies.
import type { TwinCorpusInput } from '../corpus.js';

export const maya: TwinCorpusInput = {
  userId: 'user-maya',
  profile: { username: 'maya', firstName: 'Maya' },
  entries: [
    {
      id: 'maya-e1', type: 'thought', title: 'Dawn sailing', trainingWeight: 1, createdAt: '2025-01-03T07:00:00Z',
      content: 'Honestly, I love sailing at dawn because the harbour is so quiet then. The water looks like glass and I can finally think. My dad taught me to tie a bowline when I was seven.',
    },
    {
      id: 'maya-e2', type: 'memory', title: null, trainingWeight: 1, createdAt: '2025-01-05T19:00:00Z',
      content: "Grandma's kitchen always smelled of cardamom. Honestly, I still bake her cardamom bread every winter. It tastes like home to me.",
    },
    {
      id: 'maya-e3', type: 'reflection', title: 'Work', trainingWeight: 1, createdAt: '2025-01-08T21:00:00Z',
      content: 'I hate open-plan offices. I do my best work with headphones on and a long, quiet morning. Deadlines make me anxious but I always get there. Cheers!',
    },
    {
      id: 'maya-e4', type: 'thought', title: 'Lena', trainingWeight: 1, createdAt: '2025-01-12T18:00:00Z',
      content: 'My sister Lena moved to Lisbon last year. I miss our Sunday walks by the river. Cheers!',
    },
    {
      id: 'maya-e5', type: 'photo', title: 'Harbour photo', trainingWeight: 1, createdAt: '2025-01-14T18:00:00Z',
      content: 'Photo: https://example.invalid/p.jpg\nMy thoughts: The lighthouse at the end of the pier is my favourite spot to watch the boats come in.',
    },
  ],
  trainingAnswers: [
    {
      id: 'maya-t1', category: 'values', prompt: 'What matters most to you in a friendship?', createdAt: '2025-01-10T10:00:00Z',
      answer: 'Loyalty, honestly. I want friends who show up when things get hard, not just for the fun parts.',
    },
  ],
  messages: [
    { text: 'Honestly, what would you do on a free Sunday?', createdAt: '2025-01-15T10:00:00Z' },
    { text: 'Honestly, that sounds right. Cheers!', createdAt: '2025-01-15T10:05:00Z' },
  ],
};

export const jonas: TwinCorpusInput = {
  userId: 'user-jonas',
  profile: { username: 'jonas' },
  entries: [
    {
      id: 'jonas-e1', type: 'thought', title: 'Lattice crypto', trainingWeight: 1, createdAt: '2025-02-01T09:00:00Z',
      content: 'Spent the whole day on post-quantum cryptography. Lattice-based schemes finally clicked for me after the third paper.',
    },
    {
      id: 'jonas-e2', type: 'memory', title: 'Bouldering', trainingWeight: 1, createdAt: '2025-02-03T20:00:00Z',
      content: 'Bouldering at the old gasometer gym with Tobi. I finally sent the purple overhang problem after six weeks of trying.',
    },
    {
      id: 'jonas-e3', type: 'reflection', title: 'Sailing trip', trainingWeight: 1, createdAt: '2025-02-05T20:00:00Z',
      content: 'Sailing makes me seasick every single time, the Baltic crossing in August was pure misery.',
    },
  ],
};

/** Distinctive phrases of each user, for asserting that one twin never repeats the other's text. */
export const jonasPhrases = ['post-quantum', 'lattice', 'gasometer', 'purple overhang', 'tobi', 'seasick', 'baltic'];
export const mayaPhrases = ['harbour', 'bowline', 'cardamom', 'lena', 'lisbon', 'lighthouse'];
