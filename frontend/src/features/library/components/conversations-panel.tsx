import type { ConversationView } from '@immortal/proto/network';
import { MessageSquare } from 'lucide-react';
import { NO_CONVERSATIONS_TEXT, NO_CONVERSATIONS_TITLE } from '../lib/library-copy';
import { ConversationListItem } from './conversation-list-item';
import { EmptyState } from './empty-state';

/** The Conversations tab: every exchange with the Immortal AI, newest first. */
export function ConversationsPanel({ conversations, failed = false }: { conversations: ConversationView[]; failed?: boolean }) {
  if (failed) return <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">Your conversations could not be loaded.</p>;
  if (conversations.length === 0) {
    return (
      <EmptyState icon={MessageSquare} title={NO_CONVERSATIONS_TITLE}>
        <p>{NO_CONVERSATIONS_TEXT}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4" aria-label="All conversations">
      {conversations.map((conversation) => (
        <li key={conversation.id} className="py-4">
          <ConversationListItem conversation={conversation} />
        </li>
      ))}
    </ul>
  );
}
