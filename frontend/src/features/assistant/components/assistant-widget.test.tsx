import type { ChatReply, QualityPromptView } from '@immortal/proto/network';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { GREETING, WORD_REVEAL_MS } from '../lib/constants';
import { wordsOf } from '../lib/words';
import { AssistantWidget } from './assistant-widget';

// ---------------------------------------------------------------------------------------------------
// helpers

/** Runs fake time forward (timers and the promises they release) inside act. */
const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Long enough for any reply here to be fully revealed. */
const REVEAL_ALL = 60 * WORD_REVEAL_MS;

const reply = (response: string, extra: Partial<ChatReply> = {}): ChatReply => ({
  response,
  citations: [],
  conversationId: 'c1',
  provider: 'local',
  knewNothing: false,
  ...extra,
});

const PROMPT: QualityPromptView = { id: 'p1', category: 'core_values', promptText: 'What would you never compromise on, and why?' };

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function setup(routes: Record<string, Handler> = {}) {
  let n = 0;
  const { fetchStub, calls } = stubFetch({
    'GET /api/daily-prompt': () => json(200, { date: '2025-01-01', message: 'What made you smile today?', dismissed: false }),
    'POST /api/chat': () => json(200, reply(`Reply number ${(n += 1)}.`, { conversationId: `c${n}` })),
    'POST /api/text-to-speech': () => json(501, { error: { code: 'NOT_IMPLEMENTED', message: 'Your own voice is not available yet.' } }),
    'POST /api/quality-training/generate-prompt': () => json(200, PROMPT),
    'POST /api/quality-training/submit-response': () => json(200, { promptId: 'p1', qualityScore: 0.8, message: 'Thank you.' }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  const rendered = renderWithProviders(<AssistantWidget />);
  const count = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length;
  return { ...rendered, calls, count };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open Immortal AI' }));
const input = () => screen.getByPlaceholderText('Type your message...');
const log = () => screen.getByRole('log');
const aiTexts = () => screen.queryAllByTestId('ai-message').map((el) => el.textContent ?? '');
const status = () => screen.getByTestId('assistant-status').textContent;

async function typeAndSend(text: string, how: 'enter' | 'button' = 'enter') {
  fireEvent.change(input(), { target: { value: text } });
  if (how === 'enter') fireEvent.keyDown(input(), { key: 'Enter' });
  else fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await tick(0);
}

/** One typed exchange, the reply fully revealed. */
async function exchange(text: string) {
  await typeAndSend(text);
  await tick(REVEAL_ALL);
}

// --- fake browser speech ---------------------------------------------------------------------------

class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

function installSpeechSynthesis() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(),
  };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', synth);
  return { synth, spoken };
}

// --- fake microphone --------------------------------------------------------------------------------

function installMicrophone({ supported = ['audio/webm'] }: { supported?: string[] } = {}) {
  let nextAudio = new Blob(['voice'], { type: 'audio/webm' });
  const recorders: FakeRecorder[] = [];
  class FakeRecorder {
    static isTypeSupported = (type: string) => supported.includes(type);
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    readonly mimeType: string;
    constructor(_stream: unknown, options?: { mimeType?: string }) {
      this.mimeType = options?.mimeType ?? '';
      recorders.push(this);
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: nextAudio });
      this.onstop?.();
    }
  }
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return {
    recorders,
    track,
    getUserMedia,
    willRecord: (blob: Blob) => {
      nextAudio = blob;
    },
  };
}

/** Speak, then stop: one voice message. */
async function speakOnce() {
  fireEvent.click(screen.getByRole('button', { name: 'Speak' }));
  await tick(0);
  fireEvent.click(screen.getByRole('button', { name: 'Recording' }));
  await tick(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

// ---------------------------------------------------------------------------------------------------

describe('the floating assistant', () => {
  it('starts collapsed; opening shows IMMORTAL AI, READY, ENGAGE and the empty-conversation text, focused on ENGAGE', async () => {
    setup();
    expect(screen.queryByRole('log')).toBeNull();
    open();
    expect(screen.getByRole('heading', { name: 'IMMORTAL AI' })).toBeInTheDocument();
    expect(status()).toBe('READY');
    expect(screen.getByRole('button', { name: 'ENGAGE' })).toHaveFocus();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(log()).toHaveTextContent('Click ENGAGE to start a conversation...');
    expect(input()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speak' })).toBeInTheDocument();
  });

  it('ENGAGE shows the greeting one word every 200 ms, exactly as written', async () => {
    setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    expect(screen.getByRole('button', { name: 'DISENGAGE' })).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(aiTexts()).toEqual(['']);
    await tick(WORD_REVEAL_MS - 1);
    expect(aiTexts()).toEqual(['']);
    await tick(1);
    expect(aiTexts()).toEqual(['Hello!']);
    await tick(WORD_REVEAL_MS);
    expect(aiTexts()).toEqual(["Hello! I'm"]);
    await tick(WORD_REVEAL_MS);
    expect(aiTexts()).toEqual(["Hello! I'm your"]);
    const words = wordsOf(GREETING).length;
    await tick(WORD_REVEAL_MS * (words - 4));
    expect(aiTexts()[0]).not.toBe(GREETING);
    expect(screen.getByTestId('ai-message').closest('li')).toHaveAttribute('aria-busy', 'true');
    await tick(WORD_REVEAL_MS);
    expect(aiTexts()).toEqual([GREETING]);
    expect(screen.getByTestId('ai-message').closest('li')).not.toHaveAttribute('aria-busy');
  });

  it('Enter sends the trimmed message; Shift+Enter does not; blank never sends', async () => {
    const { calls } = setup();
    open();
    fireEvent.change(input(), { target: { value: 'first line' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    await tick(0);
    expect(calls.filter((c) => c.path === '/api/chat')).toHaveLength(0);
    expect(input()).toHaveValue('first line');

    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await tick(0);
    expect(calls.filter((c) => c.path === '/api/chat')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    fireEvent.change(input(), { target: { value: '  Where did I learn to sail?  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await tick(0);
    expect(calls.filter((c) => c.path === '/api/chat').map((c) => c.body)).toEqual([{ message: 'Where did I learn to sail?' }]);
    expect(input()).toHaveValue('');
    expect(within(log()).getByText('Where did I learn to sail?')).toBeInTheDocument();
  });

  it('while a reply is awaited: ENGAGING..., a typing indicator, Send disabled; then the reply is revealed word by word', async () => {
    let answer: (res: Response) => void = () => undefined;
    const { count } = setup({ 'POST /api/chat': () => new Promise<Response>((resolve) => (answer = resolve)) });
    open();
    await typeAndSend('Where did I learn to sail?', 'button');
    expect(status()).toBe('ENGAGING...');
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: 'another' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(count('POST', '/api/chat')).toBe(1);

    await act(async () => answer(json(200, reply('On Lake Garda with Marco.'))));
    await tick(0);
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(status()).not.toBe('ENGAGING...');
    expect(aiTexts()).toEqual(['']);
    await tick(WORD_REVEAL_MS);
    expect(aiTexts()).toEqual(['On']);
    await tick(WORD_REVEAL_MS * 3);
    expect(aiTexts()).toEqual(['On Lake Garda with']);
    await tick(WORD_REVEAL_MS);
    expect(aiTexts()).toEqual(['On Lake Garda with Marco.']);
  });

  it('when the chat fails, it is only logged, the busy state clears and the words go back into the input', async () => {
    setup({ 'POST /api/chat': () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    open();
    await typeAndSend('Where did I learn to sail?');
    await tick(0);
    expect(console.error).toHaveBeenCalledWith('Failed to send message', expect.anything());
    expect(status()).toBe('READY');
    expect(input()).toHaveValue('Where did I learn to sail?');
    expect(within(log()).queryByText('Where did I learn to sail?')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("shows a reply's citations compactly, expandable to every excerpt", async () => {
    setup({
      'POST /api/chat': () =>
        json(
          200,
          reply('You learned on Lake Garda.', {
            citations: [
              { entryId: 'e1', title: 'Sailing', excerpt: 'I learned to sail on Lake Garda with my brother Marco in 2019.', source: 'entry' },
              { entryId: 'e2', title: null, excerpt: 'The wind was wild that summer and we capsized twice.', source: 'entry' },
            ],
          }),
        ),
    });
    open();
    await exchange('Where did I learn to sail?');
    const toggle = screen.getByRole('button', { name: /From your entries: Sailing/ });
    expect(toggle).toHaveTextContent('+1 more');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('I learned to sail on Lake Garda with my brother Marco in 2019.')).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('I learned to sail on Lake Garda with my brother Marco in 2019.')).toBeVisible();
    expect(screen.getByText('The wind was wild that summer and we capsized twice.')).toBeVisible();
  });

  it("'That's not me' posts what the user would have said and marks the reply Corrected", async () => {
    const { calls } = setup({ 'POST /api/chat': () => json(200, reply('You love pizza.', { conversationId: 'abc123' })) });
    open();
    await exchange('What is my favourite food?');
    fireEvent.click(screen.getByRole('button', { name: "That's not me" }));
    const field = screen.getByLabelText('What would you have said?');
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '  My grandmother’s saffron risotto.  ' } });
    vi.mocked(fetch).mockImplementationOnce(async () =>
      json(200, {
        id: 'abc123',
        userMessage: 'What is my favourite food?',
        aiResponse: 'You love pizza.',
        citations: [],
        isPersonaTrainingData: true,
        personaScore: null,
        correctedResponse: 'My grandmother’s saffron risotto.',
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await tick(0);
    const [input0, init] = vi.mocked(fetch).mock.lastCall ?? [];
    expect(String(input0)).toBe('/api/conversations/abc123/correction');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ correctedResponse: 'My grandmother’s saffron risotto.' });
    expect(screen.getByText('Corrected')).toBeInTheDocument();
    expect(screen.getByText('My grandmother’s saffron risotto.')).toBeInTheDocument();
    expect(screen.getByText('Corrected').parentElement).toHaveFocus();
    expect(screen.queryByRole('button', { name: "That's not me" })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/chat')).toHaveLength(1);
  });

  it('when a correction cannot be saved, then the form stays with the server message', async () => {
    setup({
      'POST /api/chat': () => json(200, reply('You love pizza.', { conversationId: 'gone' })),
      'POST /api/conversations/gone/correction': () => json(404, { error: { code: 'NOT_FOUND', message: 'Conversation not found' } }),
    });
    open();
    await exchange('What is my favourite food?');
    fireEvent.click(screen.getByRole('button', { name: "That's not me" }));
    fireEvent.change(screen.getByLabelText('What would you have said?'), { target: { value: 'Risotto.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await tick(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Conversation not found');
    expect(screen.getByLabelText('What would you have said?')).toHaveValue('Risotto.');
    expect(screen.queryByText('Corrected')).toBeNull();
    // Escape closes the form only, not the widget
    fireEvent.keyDown(screen.getByLabelText('What would you have said?'), { key: 'Escape' });
    expect(screen.queryByLabelText('What would you have said?')).toBeNull();
    expect(screen.getByRole('log')).toBeInTheDocument();
  });

  it('DISENGAGE clears the conversation and its voice state', async () => {
    setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    await exchange('hello');
    expect(aiTexts()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'DISENGAGE' }));
    expect(aiTexts()).toHaveLength(0);
    expect(log()).toHaveTextContent('Click ENGAGE to start a conversation...');
    expect(screen.getByRole('button', { name: 'ENGAGE' })).toBeInTheDocument();
  });

  it('Escape collapses the panel and focus returns to the round button; the conversation is kept', async () => {
    setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    await tick(REVEAL_ALL);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Immortal AI' })).toHaveFocus();
    open();
    expect(aiTexts()).toEqual([GREETING]);
    expect(input()).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.getByRole('button', { name: 'Open Immortal AI' })).toBeInTheDocument();
  });
});

describe('speech', () => {
  it('when /api/text-to-speech is not available, then the browser speaks the reply at rate 0.8, pitch 1.1, volume 0.8', async () => {
    const { synth, spoken } = installSpeechSynthesis();
    const { calls } = setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    await tick(0);
    expect(calls.filter((c) => c.path === '/api/text-to-speech').map((c) => c.body)).toEqual([{ text: GREETING }]);
    expect(synth.speak).toHaveBeenCalledTimes(1);
    expect(spoken[0]).toMatchObject({ text: GREETING, rate: 0.8, pitch: 1.1, volume: 0.8 });
    expect(status()).toBe('SPEAKING...');
    act(() => spoken[0]?.onend?.());
    expect(status()).toBe('READY');
  });

  it('when neither the voice service nor browser speech exists, then it simply stops speaking', async () => {
    setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    await tick(0);
    expect(status()).toBe('READY');
  });

  it('when the voice service answers audio, then that audio is played instead of the browser voice', async () => {
    const { synth } = installSpeechSynthesis();
    const players: Array<{ src: string; onended: (() => void) | null; play: ReturnType<typeof vi.fn>; pause: ReturnType<typeof vi.fn> }> = [];
    vi.stubGlobal(
      'Audio',
      class {
        onended: (() => void) | null = null;
        onerror: (() => void) | null = null;
        play = vi.fn(async () => undefined);
        pause = vi.fn();
        constructor(readonly src: string) {
          players.push(this);
        }
      },
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:voice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    setup({ 'POST /api/text-to-speech': () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'audio/mpeg' } }) });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    await tick(0);
    expect(players).toHaveLength(1);
    expect(players[0]?.play).toHaveBeenCalled();
    expect(synth.speak).not.toHaveBeenCalled();
    expect(status()).toBe('SPEAKING...');
    act(() => players[0]?.onended?.());
    expect(status()).toBe('READY');
  });

  it('collapsing stops speech', async () => {
    const { synth } = installSpeechSynthesis();
    setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    await tick(0);
    expect(status()).toBe('SPEAKING...');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(synth.cancel).toHaveBeenCalled();
    open();
    expect(status()).toBe('READY');
  });

  it('a reply that arrives while collapsed is not spoken', async () => {
    const { synth } = installSpeechSynthesis();
    let answer: (res: Response) => void = () => undefined;
    setup({ 'POST /api/chat': () => new Promise<Response>((resolve) => (answer = resolve)) });
    open();
    await typeAndSend('hello');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    await act(async () => answer(json(200, reply('Hi there.'))));
    await tick(0);
    expect(synth.speak).not.toHaveBeenCalled();
  });
});

describe('voice input', () => {
  it('records, uploads voice_input.<ext> in the multipart field audio, and sends the transcription', async () => {
    const mic = installMicrophone({ supported: ['audio/mp4', 'audio/webm'] });
    let uploaded: File | null = null;
    const { calls } = setup({
      'POST /api/transcribe': (init) => {
        uploaded = (init?.body as FormData).get('audio') as File;
        return json(200, { text: ' Where did I learn to sail? ' });
      },
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Speak' }));
    await tick(0);
    expect(mic.getUserMedia).toHaveBeenCalledWith({ audio: true });
    const recording = screen.getByRole('button', { name: 'Recording' });
    expect(recording).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(input(), { target: { value: 'typed' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.click(recording);
    await tick(0);
    expect(mic.recorders[0]?.mimeType).toBe('audio/mp4');
    expect(mic.track.stop).toHaveBeenCalled();
    expect(uploaded).not.toBeNull();
    expect(uploaded!.name).toBe('voice_input.mp4');
    expect(calls.filter((c) => c.path === '/api/chat').map((c) => c.body)).toEqual([{ message: 'Where did I learn to sail?' }]);
    expect(screen.getByRole('button', { name: 'Speak' })).toBeInTheDocument();
  });

  it.each(['', '   ', '...', ' ?! '])('a transcription of %j is ignored: no message, no reply', async (text) => {
    installMicrophone();
    const { calls } = setup({ 'POST /api/transcribe': () => json(200, { text }) });
    open();
    await speakOnce();
    await tick(REVEAL_ALL);
    expect(calls.filter((c) => c.path === '/api/transcribe')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/chat')).toHaveLength(0);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(status()).toBe('READY');
  });

  it('empty audio is ignored without uploading', async () => {
    const mic = installMicrophone();
    mic.willRecord(new Blob([], { type: 'audio/webm' }));
    const { calls } = setup();
    open();
    await speakOnce();
    expect(calls.filter((c) => c.path === '/api/transcribe')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Speak' })).toBeEnabled();
  });

  it("when transcription is unavailable (501), then a destructive toast shows the server's message and it returns to idle", async () => {
    installMicrophone();
    setup({
      'POST /api/transcribe': () =>
        json(501, { error: { code: 'NOT_IMPLEMENTED', message: 'Voice input is not available yet. Please type your message.' } }),
    });
    open();
    await speakOnce();
    expect(screen.getByText('Failed to transcribe audio')).toBeInTheDocument();
    expect(screen.getByText('Voice input is not available yet. Please type your message.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speak' })).toBeEnabled();
    expect(status()).toBe('READY');
  });

  it('when the microphone is refused, then it says so', async () => {
    const mic = installMicrophone();
    mic.getUserMedia.mockRejectedValueOnce(new Error('NotAllowedError'));
    setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Speak' }));
    await tick(0);
    expect(screen.getByText('Recording failed')).toBeInTheDocument();
    expect(screen.getByText('Could not access microphone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speak' })).toBeInTheDocument();
  });

  it('when MediaRecorder does not exist, then it says the browser does not support it', async () => {
    setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Speak' }));
    await tick(0);
    expect(screen.getByText('MediaRecorder API is not supported in this browser')).toBeInTheDocument();
  });
});

describe('quality training', () => {
  it('typed: with the greeting, the card is requested 2 s after the reply that makes 5 messages', async () => {
    const { count } = setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    await tick(REVEAL_ALL);
    await exchange('one'); // 3 messages
    await tick(2000);
    expect(count('POST', '/api/quality-training/generate-prompt')).toBe(0);

    await typeAndSend('two'); // the reply makes 5
    await tick(1999);
    expect(count('POST', '/api/quality-training/generate-prompt')).toBe(0);
    await tick(1);
    expect(count('POST', '/api/quality-training/generate-prompt')).toBe(1);
    const card = screen.getByRole('region', { name: 'Quality Training' });
    expect(within(card).getByText('core values')).toBeInTheDocument();
    expect(within(card).getByText(PROMPT.promptText)).toBeInTheDocument();
    expect(within(card).getByPlaceholderText('Take your time to share detailed thoughts...')).toBeInTheDocument();
    expect(within(card).getByText(/Detailed answers help your Immortal AI replicate your personality/)).toBeInTheDocument();

    // one card at a time: a later reply does not ask again
    await exchange('three');
    await tick(2000);
    expect(count('POST', '/api/quality-training/generate-prompt')).toBe(1);
  });

  it('typed without the greeting: 4 messages are not enough, the 6th is', async () => {
    const { count } = setup();
    open();
    await exchange('one');
    await exchange('two'); // 4 messages
    await tick(2000);
    expect(count('POST', '/api/quality-training/generate-prompt')).toBe(0);
    await exchange('three'); // 6
    await tick(2000);
    expect(count('POST', '/api/quality-training/generate-prompt')).toBe(1);
  });

  it('voice mode: 4 messages are enough', async () => {
    installMicrophone();
    let n = 0;
    const { count } = setup({ 'POST /api/transcribe': () => json(200, { text: `voice message ${(n += 1)}` }) });
    open();
    await speakOnce();
    await tick(REVEAL_ALL); // 2 messages
    await tick(2000);
    expect(count('POST', '/api/quality-training/generate-prompt')).toBe(0);
    await speakOnce(); // the reply makes 4
    await tick(2000);
    expect(count('POST', '/api/quality-training/generate-prompt')).toBe(1);
    expect(screen.getByRole('region', { name: 'Quality Training' })).toBeInTheDocument();
  });

  it('a failed prompt request is only logged', async () => {
    const { count } = setup({ 'POST /api/quality-training/generate-prompt': () => json(500, { error: { message: 'nope' } }) });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    await exchange('one');
    await exchange('two');
    await tick(2000);
    expect(count('POST', '/api/quality-training/generate-prompt')).toBe(1);
    expect(screen.queryByRole('region', { name: 'Quality Training' })).toBeNull();
    expect(screen.queryByText('nope')).toBeNull();
  });

  async function openCard() {
    const rendered = setup();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'ENGAGE' }));
    await exchange('one');
    await exchange('two');
    await tick(2000);
    return { ...rendered, card: screen.getByRole('region', { name: 'Quality Training' }) };
  }

  it("Complete Training needs a non-blank answer, reads 'Training AI...' while sending, then hides the card and refreshes metrics and alignment", async () => {
    let answer: (res: Response) => void = () => undefined;
    const { card, queryClient, calls } = await openCard();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    vi.mocked(fetch).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const complete = within(card).getByRole('button', { name: 'Complete Training' });
    expect(complete).toBeDisabled();
    fireEvent.change(within(card).getByRole('textbox'), { target: { value: '   ' } });
    expect(complete).toBeDisabled();
    fireEvent.change(within(card).getByRole('textbox'), { target: { value: '  Honesty, because trust is everything.  ' } });
    fireEvent.click(complete);
    await tick(0);
    expect(within(card).getByRole('button', { name: 'Training AI...' })).toBeDisabled();
    const [url, init] = vi.mocked(fetch).mock.lastCall ?? [];
    expect(String(url)).toBe('/api/quality-training/submit-response');
    expect(JSON.parse(String(init?.body))).toEqual({ promptId: 'p1', userResponse: 'Honesty, because trust is everything.' });
    await act(async () => answer(json(200, { promptId: 'p1', qualityScore: 0.8, message: 'Thank you.' })));
    await tick(0);
    expect(screen.queryByRole('region', { name: 'Quality Training' })).toBeNull();
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["/api/quality-training/metrics"]', '["/api/identity-alignment"]', '["/api/personality"]', '["/api/insights"]']));
    expect(input()).toHaveFocus();
    expect(calls.length).toBeGreaterThan(0);
  });

  it.each(['Skip', 'Close'])('%s hides the card without sending anything', async (name) => {
    const { card, count } = await openCard();
    fireEvent.click(within(card).getByRole('button', { name }));
    expect(screen.queryByRole('region', { name: 'Quality Training' })).toBeNull();
    expect(count('POST', '/api/quality-training/submit-response')).toBe(0);
  });

  it("a failed submit is only logged ('Failed to submit response') and the card stays with the answer", async () => {
    const { card } = await openCard();
    vi.mocked(fetch).mockImplementationOnce(async () => json(500, { error: { message: 'broken' } }));
    fireEvent.change(within(card).getByRole('textbox'), { target: { value: 'My answer' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Complete Training' }));
    await tick(0);
    expect(console.error).toHaveBeenCalledWith('Failed to submit response', expect.anything());
    expect(screen.getByRole('region', { name: 'Quality Training' })).toBeInTheDocument();
    expect(within(card).getByRole('textbox')).toHaveValue('My answer');
    expect(screen.queryByText('broken')).toBeNull();
  });
});

describe('daily prompt', () => {
  it('is fetched on mount and again every hour', async () => {
    const { count } = setup();
    await tick(0);
    expect(count('GET', '/api/daily-prompt')).toBe(1);
    await tick(60 * 60 * 1000);
    expect(count('GET', '/api/daily-prompt')).toBe(2);
  });
});
