import { describe, expect, it } from 'vitest';
import { maya } from './testing/corpora.js';
import { createTwin } from './twin.js';

describe('local provider: answering as the user', () => {
  it('when asked about something the user wrote, then the reply carries that entry and cites it', async () => {
    const reply = await createTwin(maya).answer('What do you love about sailing?');
    expect(reply.provider).toBe('local');
    expect(reply.knewNothing).toBe(false);
    expect(reply.text).toContain('I love sailing at dawn because the harbour is so quiet then.');
    expect(reply.citations.map((c) => c.entryId)).toContain('maya-e1');
    const citation = reply.citations.find((c) => c.entryId === 'maya-e1')!;
    expect(citation.source).toBe('entry');
    expect(citation.title).toBe('Dawn sailing');
    expect(citation.excerpt).toContain('sailing at dawn');
  });

  it('when the question uses another form of the words, then stemming still finds the entry', async () => {
    const reply = await createTwin(maya).answer('do you still bake?');
    expect(reply.text).toMatch(/bake her cardamom bread/);
    expect(reply.citations[0]?.entryId).toBe('maya-e2');
  });

  it('when the best sentence starts with "it", then the sentence saying what "it" is comes too', async () => {
    const reply = await createTwin(maya).answer('what tastes like home?');
    expect(reply.text).toMatch(/cardamom bread every winter\. It tastes like home to me\./);
  });

  it('when a training answer is the relevant text, then the reply quotes the answer, never the prompt', async () => {
    const reply = await createTwin(maya).answer('What do you want from friends?');
    expect(reply.text).toContain('I want friends who show up when things get hard');
    expect(reply.text).not.toContain('What matters most to you');
    expect(reply.citations[0]).toMatchObject({ entryId: 'maya-t1', source: 'training' });
  });

  it('when an entry embeds app lines (photo URL, "My thoughts:"), then they are never quoted', async () => {
    const reply = await createTwin(maya).answer('where do you watch the boats?');
    expect(reply.text).toMatch(/the lighthouse at the end of the pier is my favourite spot/i);
    expect(reply.text).not.toMatch(/https?:|My thoughts:|Photo:/);
  });

  it('given the same corpus and message, then the reply is identical every time', async () => {
    const a = await createTwin(maya).answer('How do you feel about deadlines at work?');
    const b = await createTwin(maya).answer('How do you feel about deadlines at work?');
    const c = await createTwin(structuredClone(maya)).answer('How do you feel about deadlines at work?');
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('when nothing the user wrote is relevant, then it says so in their voice, names the topic and asks back', async () => {
    const reply = await createTwin(maya).answer('What is your view on quantum cryptography?');
    expect(reply.knewNothing).toBe(true);
    expect(reply.citations).toEqual([]);
    expect(reply.text).toMatch(/quantum cryptography/i);
    expect(reply.text).toMatch(/\?$|\? \S+$/);
    expect(reply.text).not.toMatch(/as an ai|language model|assistant/i);
  });

  it('when several unknown topics are asked, then the honest replies vary with the question', async () => {
    const twin = createTwin(maya);
    const texts = new Set<string>();
    for (const q of ['Do you like chess?', 'What about opera?', 'Ever been to Peru?', 'Thoughts on golf?', 'Do you play poker?', 'Any views on tax law?']) {
      const r = await twin.answer(q);
      expect(r.knewNothing).toBe(true);
      texts.add(r.text.replace(/chess|opera|peru|golf|poker|tax law/gi, 'X'));
    }
    expect(texts.size).toBeGreaterThan(1);
  });

  it('given an empty corpus, then every question gets the honest answer', async () => {
    const reply = await createTwin({ userId: 'u-empty', profile: { username: 'empty' } }).answer('What do you love?');
    expect(reply).toMatchObject({ knewNothing: true, citations: [], provider: 'local' });
    expect(reply.text.length).toBeGreaterThan(10);
  });

  it('when a follow-up has no topic of its own, then the previous question gives it one', async () => {
    const twin = createTwin(maya);
    const reply = await twin.answer('why?', [{ role: 'user', text: 'Do you like your sister?' }, { role: 'twin', text: '...' }]);
    expect(reply.knewNothing).toBe(false);
    expect(reply.citations[0]?.entryId).toBe('maya-e4');
  });

  it('when the same sentences were just said, then a follow-up brings something new', async () => {
    const twin = createTwin(maya);
    const first = await twin.answer('What do you think about your work?');
    const second = await twin.answer('tell me more about work', [{ role: 'user', text: 'What do you think about your work?' }, { role: 'twin', text: first.text }]);
    expect(second.text).not.toEqual(first.text);
  });
});

describe('local provider: small talk', () => {
  it('when greeted, then it greets back in the user’s own greeting word and asks', async () => {
    const twin = createTwin({ ...maya, messages: [...maya.messages!, { text: 'hiya, you there?', createdAt: '2025-01-16' }] });
    const reply = await twin.answer('hello!');
    expect(reply.text).toMatch(/^Hiya! .+\?/);
    expect(reply.knewNothing).toBe(false);
  });

  it('when asked who it is, then it gives the user’s name and speaks from what they write about most', async () => {
    const reply = await createTwin(maya).answer('Who are you?');
    expect(reply.text).toMatch(/^I'm Maya\. /);
    expect(reply.citations.length).toBeGreaterThan(0);
    expect(reply.citations.every((c) => c.entryId.startsWith('maya-'))).toBe(true);
  });
});

describe('local provider: persona patterns', () => {
  it('mirrors the user’s own opener and sign-off, and never invents others', async () => {
    const twin = createTwin(maya);
    const questions = ['What do you love about sailing?', 'Tell me about Lena', 'Do you still bake?', 'How do you like to work?', 'What is your favourite spot?', 'What do you want from friends?', 'How do you feel about deadlines?', 'What did your dad teach you?'];
    const replies = await Promise.all(questions.map((q) => twin.answer(q)));
    const framed = replies.filter((r) => /^Honestly, /.test(r.text) || /Cheers!$/.test(r.text));
    expect(framed.length).toBeGreaterThan(0);
    for (const r of replies) expect(r.text).not.toMatch(/^(?:Well|So|Hey|Sure|Great question)[,!]/);
  });

  it('given a user who writes in lowercase, then replies start in lowercase too', async () => {
    const lower = {
      userId: 'u-lower', profile: { username: 'lowkey' },
      entries: [{ id: 'l1', type: 'thought', title: null, content: 'the best coffee is at the corner stall. they know my order by heart. the rain makes it better.', createdAt: '2025-01-01', trainingWeight: 1 }],
      messages: [{ text: 'hey what do you like', createdAt: '2025-01-02' }, { text: 'cool. tell me more', createdAt: '2025-01-02' }, { text: 'nice one', createdAt: '2025-01-03' }],
    };
    const reply = await createTwin(lower).answer('Where is the best coffee?');
    expect(reply.text.charAt(0)).toBe('t');
    expect(reply.text).toContain('best coffee is at the corner stall');
  });
});
