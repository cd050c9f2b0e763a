import { describe, expect, it } from 'vitest';
import { jonas, jonasPhrases, maya, mayaPhrases } from './testing/corpora.js';
import { createTwin } from './twin.js';

// The twin has no store: it sees only the corpus it was built from. These tests pin that down from the
// outside, asking each twin the other user's topics in the other user's own words.
const jonasTopics = [
  'What do you think about post-quantum cryptography?',
  'Tell me about lattice-based schemes',
  'How is bouldering at the gasometer gym with Tobi?',
  'Did you send the purple overhang problem?',
  'Do you get seasick when sailing?',
  'How was the Baltic crossing in August?',
];
const mayaTopics = ['Tell me about your sister Lena in Lisbon', 'Do you bake cardamom bread?', 'What do you love about the harbour at dawn?'];

describe('cross-user isolation', () => {
  it("when A's twin is asked B's topics, then it never cites or repeats B's entries", async () => {
    const twinA = createTwin(maya);
    const jonasIds = new Set(jonas.entries!.map((e) => e.id));
    const jonasSentences = jonas.entries!.flatMap((e) => e.content.split(/(?<=[.!?])\s+/));
    for (const q of jonasTopics) {
      const reply = await twinA.answer(q);
      for (const c of reply.citations) {
        expect(jonasIds.has(c.entryId)).toBe(false);
        expect(c.entryId.startsWith('maya-')).toBe(true);
      }
      for (const s of jonasSentences) expect(reply.text).not.toContain(s);
      // only words the question itself used may appear; nothing else of B's text
      const allowed = q.toLowerCase();
      for (const p of jonasPhrases) if (!allowed.includes(p)) expect(reply.text.toLowerCase()).not.toContain(p);
    }
  });

  it("when B's twin is asked A's topics, then it answers from B's own writing or says it hasn't written about it", async () => {
    const twinB = createTwin(jonas);
    for (const q of mayaTopics) {
      const reply = await twinB.answer(q);
      for (const c of reply.citations) expect(c.entryId.startsWith('jonas-')).toBe(true);
      for (const p of mayaPhrases) if (!q.toLowerCase().includes(p)) expect(reply.text.toLowerCase()).not.toContain(p);
    }
    // the one shared topic is answered from B's own, opposite experience
    const sailing = await twinB.answer('Do you love sailing?');
    expect(sailing.text).toContain('seasick');
    expect(sailing.citations.map((c) => c.entryId)).toEqual(['jonas-e3']);
  });

  it("when both twins live in one process, then building one does not change the other's answers", async () => {
    const alone = await createTwin(maya).answer('What do you love about sailing?');
    createTwin(jonas);
    const twinA = createTwin(maya);
    await createTwin(jonas).answer('What do you love about sailing?');
    expect(await twinA.answer('What do you love about sailing?')).toEqual(alone);
  });
});
