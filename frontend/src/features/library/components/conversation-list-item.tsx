import type { ConversationView } from '@immortal/proto/network';
import { MessageSquare } from 'lucide-react';
import { RelativeTime } from '@/features/entries/components/relative-time';
import { entryPreview } from '@/features/entries/lib/entry-preview';

/** One exchange with the Immortal AI: what you said, what it answered, and when. */
export function ConversationListItem({ conversation }: { conversation: ConversationView }) {
  return (
    <article className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
          <MessageSquare aria-hidden="true" className="size-3" />
          Conversation
        </span>
        <span aria-hidden="true" className="text-xs text-slate-400">
          ·
        </span>
        <RelativeTime iso={conversation.createdAt} />
      </div>
      <p className="text-sm leading-relaxed break-words text-slate-800">
        <span className="font-semibold text-slate-900">You: </span>
        {entryPreview(conversation.userMessage, 140)}
      </p>
      <p className="text-sm leading-relaxed break-words text-slate-700">
        <span className="font-semibold text-indigo-800">Immortal AI: </span>
        {entryPreview(conversation.correctedResponse ?? conversation.aiResponse, 160)}
      </p>
    </article>
  );
}
