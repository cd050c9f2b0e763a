import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jonas, jonasPhrases, maya } from './testing/corpora.js';
import { startOpenAIStub, type OpenAIStub } from './testing/openai-stub.js';
import { createTwin } from './twin.js';
import type { TwinCorpusInput } from './corpus.js';

let stub: OpenAIStub;
let logs: Array<Record<string, unknown>>;

beforeAll(async () => {
  stub = await startOpenAIStub();
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  logs = [];
});

function twinOf(corpus: TwinCorpusInput = maya, timeoutMs = 2000) {
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  return createTwin(corpus, { provider: 'openai', openai: { apiKey: 'sk-test', baseURL: stub.baseURL, chatModel: 'stub-model-1', timeoutMs }, logger });
}

const json = (value: unknown) => ({ content: JSON.stringify(value) });

describe('OpenAI-compatible provider: answer', () => {
  it('sends the model, the retrieved context, the persona and a json_schema response format', async () => {
    stub.reply = json({ text: 'I love the quiet harbour at dawn.', citations: ['entry:maya-e1'], knewNothing: false });
    await twinOf().answer('What do you love about sailing?', [{ role: 'user', text: 'hi' }, { role: 'twin', text: 'Honestly, hello.' }]);

    expect(stub.requests).toHaveLength(1);
    const req = stub.requests[0]!;
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body.model).toBe('stub-model-1');
    expect(req.body.response_format.type).toBe('json_schema');
    expect(req.body.response_format.json_schema).toMatchObject({ name: 'twin_reply', strict: true });
    expect(req.body.response_format.json_schema.schema.required).toEqual(['text', 'citations', 'knewNothing']);

    const [system, ...rest] = req.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('digital twin of Maya');
    expect(system.content).toContain('[entry:maya-e1]');
    expect(system.content).toContain('I love sailing at dawn because the harbour is so quiet then.');
    expect(system.content).toContain('"Honestly"'); // persona patterns
    expect(system.content).not.toContain('cardamom'); // only what was retrieved, not the whole corpus
    expect(rest).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Honestly, hello.' },
      { role: 'user', content: 'What do you love about sailing?' },
    ]);
  });

  it('parses the structured reply, keeps citations to passages it was given and drops invented ids', async () => {
    stub.reply = json({ text: 'Dawn on the water, honestly.', citations: ['entry:maya-e1', 'entry:someone-elses', 'maya-e4'], knewNothing: false });
    const reply = await twinOf().answer('What do you love about sailing?');
    expect(reply).toMatchObject({ text: 'Dawn on the water, honestly.', provider: 'openai', knewNothing: false });
    expect(reply.citations).toEqual([expect.objectContaining({ entryId: 'maya-e1', source: 'entry', title: 'Dawn sailing' })]);
  });

  it('puts corrections in the prompt as examples, the one about this question first', async () => {
    stub.reply = json({ text: 'Lake and a thermos.', citations: ['correction:c1'], knewNothing: false });
    const corpus: TwinCorpusInput = {
      ...maya,
      corrections: [
        { id: 'c0', question: 'Favourite season?', originalReply: 'Summer.', correctedReply: 'Autumn, always autumn.', createdAt: '2025-03-01' },
        { id: 'c1', question: 'What would you do on a free Sunday?', originalReply: 'Work.', correctedReply: 'Cycle to the lake with a thermos.', createdAt: '2025-02-01' },
      ],
    };
    const reply = await twinOf(corpus).answer('What would you do on a free Sunday?');
    const system: string = stub.requests[0]!.body.messages[0].content;
    expect(system).toContain('How Maya corrected earlier replies');
    expect(system.indexOf('Cycle to the lake')).toBeLessThan(system.indexOf('Autumn, always autumn'));
    expect(system).toContain('[correction:c1]');
    expect(reply.citations).toEqual([expect.objectContaining({ entryId: 'c1', source: 'correction' })]);
  });

  it('when the answer is not JSON, then the local provider answers and a warning is logged', async () => {
    stub.reply = { content: 'Sure! Here is my answer: I love sailing.' };
    const reply = await twinOf().answer('What do you love about sailing?');
    expect(reply.provider).toBe('local');
    expect(reply.text).toContain('I love sailing at dawn');
    expect(reply.citations[0]?.entryId).toBe('maya-e1');
    expect(logs).toContainEqual(expect.objectContaining({ level: 40, op: 'answer', reason: 'malformed', model: 'stub-model-1' }));
  });

  it('when the JSON does not match the schema, then the local provider answers', async () => {
    stub.reply = json({ reply: 'I love sailing', sources: [] });
    const reply = await twinOf().answer('What do you love about sailing?');
    expect(reply.provider).toBe('local');
    expect(logs).toContainEqual(expect.objectContaining({ level: 40, reason: 'schema' }));
  });

  it('when the server errors, then the local provider answers', async () => {
    stub.reply = { status: 500, body: { error: { message: 'boom', type: 'server_error' } } };
    const reply = await twinOf().answer('What do you love about sailing?');
    expect(reply.provider).toBe('local');
    expect(stub.requests).toHaveLength(1); // no retries
    expect(logs).toContainEqual(expect.objectContaining({ level: 40, reason: 'http 500' }));
  });

  it('when the server is slower than timeoutMs, then the local provider answers in time', async () => {
    stub.reply = { ...json({ text: 'too late', citations: [], knewNothing: false }), delayMs: 3000 };
    const started = performance.now();
    const reply = await twinOf(maya, 250).answer('What do you love about sailing?');
    const elapsed = performance.now() - started;
    expect(reply.provider).toBe('local');
    expect(reply.text).toContain('I love sailing at dawn');
    expect(elapsed).toBeLessThan(2500);
    expect(logs).toContainEqual(expect.objectContaining({ level: 40, reason: 'timeout' }));
  });
});

describe('OpenAI-compatible provider: isolation', () => {
  it("when A's twin is asked B's topics, then the prompt holds none of B's writing and no B id survives", async () => {
    createTwin(jonas); // B's twin exists in the same process
    stub.reply = json({ text: 'No idea.', citations: ['entry:jonas-e1', 'jonas-e2'], knewNothing: true });
    const reply = await twinOf().answer('Tell me about post-quantum cryptography and bouldering at the gasometer with Tobi');
    const prompt = JSON.stringify(stub.requests[0]!.body.messages.slice(0, -1)).toLowerCase();
    for (const p of jonasPhrases) expect(prompt).not.toContain(p);
    expect(reply.citations).toEqual([]);
  });
});

describe('OpenAI-compatible provider: predictions', () => {
  const scenario = {
    id: 's1', title: 'Weekend', description: 'A free weekend', category: 'lifestyle',
    choices: [{ id: 'a', text: 'Sail', traits: ['adventurous'] }, { id: 'b', text: 'Bake', traits: ['cautious'] }],
  };

  it('predictChoice sends the options as an enum and parses the answer', async () => {
    stub.reply = json({ choiceId: 'b', confidence: 0.7, reasoning: 'You bake when it rains.' });
    const p = await twinOf().predictChoice(scenario);
    expect(p).toEqual({ choiceId: 'b', confidence: 0.7, reasoning: 'You bake when it rains.', provider: 'openai' });
    const body = stub.requests[0]!.body;
    expect(body.response_format.json_schema.schema.properties.choiceId.enum).toEqual(['a', 'b']);
    expect(body.messages[1].content).toContain('id a: Sail [adventurous]');
  });

  it('predictChoice falls back when the model names an option that does not exist', async () => {
    stub.reply = json({ choiceId: 'z', confidence: 0.9, reasoning: 'Because.' });
    const p = await twinOf().predictChoice(scenario);
    expect(p.provider).toBe('local');
    expect(['a', 'b']).toContain(p.choiceId);
  });

  it('predictWord parses the answer and falls back on a malformed one', async () => {
    stub.reply = json({ word: 'harbour', confidence: 0.4, reasoning: 'You write about the harbour.' });
    expect(await twinOf().predictWord('Peace')).toMatchObject({ word: 'harbour', provider: 'openai' });
    stub.reply = { content: '{"word": ' };
    expect((await twinOf().predictWord('Peace')).provider).toBe('local');
  });
});
