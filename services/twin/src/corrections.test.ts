import { describe, expect, it } from 'vitest';
import type { TwinCorpusInput } from './corpus.js';
import { maya } from './testing/corpora.js';
import { createTwin } from './twin.js';

const question = 'What would you do on a free Sunday?';

async function correctedCorpus(): Promise<TwinCorpusInput> {
  const before = await createTwin(maya).answer(question);
  return {
    ...maya,
    corrections: [
      {
        id: 'corr-1', question, originalReply: before.text, createdAt: '2025-02-01T10:00:00Z',
        correctedReply: "I'd sleep in, then cycle out to the lake with a thermos of coffee and not look at my phone all day.",
      },
    ],
  };
}

describe('learning from corrections', () => {
  it('when the user corrects a reply, then the next answer to the same question is theirs and cites the correction', async () => {
    const before = await createTwin(maya).answer(question);
    expect(before.text).not.toContain('cycle out to the lake');

    const after = await createTwin(await correctedCorpus()).answer(question);
    expect(after.text).toBe("I'd sleep in, then cycle out to the lake with a thermos of coffee and not look at my phone all day.");
    expect(after.citations).toEqual([
      expect.objectContaining({ entryId: 'corr-1', source: 'correction', title: question }),
    ]);
    expect(after.knewNothing).toBe(false);
  });

  it('when the question is worded a little differently, then the correction still answers it', async () => {
    const twin = createTwin(await correctedCorpus());
    for (const q of ['what would you do on a free sunday', 'What would you do on your free Sundays?', 'On a free Sunday, what would you do?']) {
      expect((await twin.answer(q)).citations[0]?.entryId).toBe('corr-1');
    }
  });

  it('when a question is only loosely related, then the correction is one source among others, not the whole answer', async () => {
    const twin = createTwin(await correctedCorpus());
    const reply = await twin.answer('Do you drink coffee at the lake?');
    expect(reply.text).toContain('thermos of coffee');
    expect(reply.citations.map((c) => c.source)).toContain('correction');
  });

  it('when the same question was corrected twice, then the latest correction wins', async () => {
    const corpus = await correctedCorpus();
    corpus.corrections!.push({
      id: 'corr-2', question, originalReply: 'x', createdAt: '2025-03-01T10:00:00Z',
      correctedReply: 'These days I spend Sundays at the allotment with my neighbour.',
    });
    const reply = await createTwin(corpus).answer(question);
    expect(reply.citations[0]?.entryId).toBe('corr-2');
    expect(reply.text).toContain('allotment');
  });
});
