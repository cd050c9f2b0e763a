import { MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EMPTY_CONVERSATION_TEXT, NEW_MESSAGE_SCROLL_DELAY_MS, SCROLL_DELAY_MS } from '../lib/constants';
import type { AssistantMessage } from '../lib/types';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

/**
 * The conversation, announced politely as a log. It scrolls to the bottom shortly after anything changes
 * (a new message, each revealed word, the typing indicator, the training card), once layout has settled.
 */
export function MessageList({
  messages,
  waiting,
  onCorrected,
  layoutKey,
}: {
  messages: readonly AssistantMessage[];
  waiting: boolean;
  onCorrected: (id: string, text: string) => void;
  /** changes when the space around the list changes (the training card opens or closes) */
  layoutKey?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = useRef(messages.length);
  const revealKey = messages.map((m) => (m.isAnimating ? m.animatedText.length : -1)).join(',');

  useEffect(() => {
    const grew = messages.length !== count.current;
    count.current = messages.length;
    const timer = setTimeout(
      () => {
        const el = scroller.current;
        if (el) el.scrollTop = el.scrollHeight;
      },
      grew ? NEW_MESSAGE_SCROLL_DELAY_MS : SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [messages.length, revealKey, waiting, layoutKey]);

  return (
    <div
      ref={scroller}
      role="log"
      tabIndex={0}
      aria-live="polite"
      aria-label="Conversation with your Immortal AI"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-4"
    >
      {messages.length === 0 && !waiting ? (
        <div className="flex h-full min-h-24 flex-col items-center justify-center gap-2 px-6 text-center text-sm text-slate-500">
          <MessageCircle aria-hidden="true" className="size-6 text-slate-400" />
          <p>{EMPTY_CONVERSATION_TEXT}</p>
        </div>
      ) : (
        <ol className="grid grid-cols-1 gap-3">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} onCorrected={onCorrected} />
          ))}
          {waiting ? <TypingIndicator /> : null}
        </ol>
      )}
    </div>
  );
}
