import { Sparkles } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { useDailyPrompt } from '../api/get-daily-prompt';
import { useAssistant } from '../hooks/use-assistant';
import { AssistantHeader } from './assistant-header';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { QualityTrainingCard } from './quality-training-card';

export const OPEN_LABEL = 'Open Immortal AI';

/**
 * The floating assistant in the bottom-left corner of every signed-in screen (twin-features §2): a round
 * button that opens a panel — beside the sidebar on desktop, a full-width sheet on small screens — with
 * the conversation, the message box and, when one is offered, the Quality Training card. Escape or
 * Collapse closes the panel (the conversation stays, speech and recording stop).
 */
export function AssistantWidget() {
  useDailyPrompt(); // refetched hourly; the result is not shown (twin-features §7)
  const [expanded, setExpanded] = useState(false);
  const expandedRef = useRef(expanded);
  useEffect(() => {
    expandedRef.current = expanded;
  }, [expanded]);
  const assistant = useAssistant({ canSpeak: useCallback(() => expandedRef.current, []) });
  const [draft, setDraft] = useState('');

  const titleId = useId();
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const engageButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const pendingFocus = useRef<'panel' | 'launcher' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'panel') (assistant.started ? input.current : engageButton.current)?.focus();
    if (target === 'launcher') launcher.current?.focus();
    // runs only when the panel opens or closes
  }, [expanded, assistant.started]);

  const expand = () => {
    pendingFocus.current = 'panel';
    setExpanded(true);
  };

  const collapse = () => {
    assistant.pause();
    pendingFocus.current = 'launcher';
    setExpanded(false);
  };

  const engage = () => {
    assistant.engage();
    input.current?.focus();
  };

  const send = () => {
    const sent = assistant.send(draft, {
      onFailure: (failed) => setDraft((current) => (current.trim() ? `${failed}\n${current}` : failed)),
    });
    if (sent) setDraft('');
  };

  const closeTraining = () => {
    assistant.closeTraining();
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    collapse();
  };

  if (!expanded) {
    const busy = assistant.status !== 'READY';
    return (
      <button
        ref={launcher}
        type="button"
        aria-label={OPEN_LABEL}
        aria-expanded={false}
        title={OPEN_LABEL}
        onClick={expand}
        className="relative grid size-14 place-items-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-700 text-white shadow-lg shadow-indigo-900/30 ring-4 ring-white transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 motion-safe:hover:scale-105"
      >
        <Sparkles aria-hidden="true" className="size-6" />
        {busy || assistant.trainingPrompt ? (
          <span aria-hidden="true" className="absolute top-0.5 right-0.5 size-3 rounded-full bg-amber-400 ring-2 ring-white motion-safe:animate-pulse" />
        ) : null}
      </button>
    );
  }

  return (
    <section
      id={panelId}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={cn(
        'flex flex-col overflow-hidden border border-slate-200 bg-white shadow-2xl shadow-indigo-950/25',
        // small screens: a full-width sheet from the bottom edge
        'fixed inset-x-0 bottom-0 h-[min(88dvh,44rem)] rounded-t-2xl',
        // from md: a panel beside the sidebar, clear of its links
        'md:static md:ml-64 md:h-[min(40rem,calc(100dvh-6rem))] md:w-96 md:rounded-2xl',
      )}
    >
      <AssistantHeader
        titleId={titleId}
        status={assistant.status}
        started={assistant.started}
        speaking={assistant.speaking}
        onEngage={engage}
        onDisengage={assistant.disengage}
        onStopSpeaking={assistant.stopSpeaking}
        onCollapse={collapse}
        engageRef={engageButton}
      />
      <MessageList
        messages={assistant.messages}
        waiting={assistant.waiting}
        onCorrected={assistant.markCorrected}
        layoutKey={assistant.trainingPrompt?.id ?? 'no-card'}
      />
      <ChatComposer
        value={draft}
        onChange={setDraft}
        onSend={send}
        onToggleRecording={() => void assistant.toggleRecording()}
        waiting={assistant.waiting}
        voice={assistant.voice}
        inputRef={input}
      />
      {assistant.trainingPrompt ? <QualityTrainingCard key={assistant.trainingPrompt.id} prompt={assistant.trainingPrompt} onClose={closeTraining} /> : null}
    </section>
  );
}
