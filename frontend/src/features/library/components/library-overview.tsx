import type { EntryView } from '@immortal/proto/journal';
import type { ConversationView } from '@immortal/proto/network';
import { ArrowRight, MessageSquare, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { EntryListItem } from '@/features/entries/components/entry-list-item';
import {
  NO_CONVERSATIONS_TEXT,
  NO_CONVERSATIONS_TITLE,
  OVERVIEW_CONVERSATIONS,
  OVERVIEW_ENTRIES,
  moreDataPoints,
} from '../lib/library-copy';
import { ConversationListItem } from './conversation-list-item';
import { EmptyState } from './empty-state';

function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </h2>
      {action}
    </div>
  );
}

/**
 * The All Data tab: the first 3 entries and the first 3 conversations, and '...and N more data points'
 * when there are more than 6 in all.
 */
export function LibraryOverview({
  entries,
  conversations,
  conversationsFailed = false,
  onShowTab,
}: {
  entries: EntryView[];
  conversations: ConversationView[];
  conversationsFailed?: boolean;
  onShowTab: (tab: 'entries' | 'conversations') => void;
}) {
  const shownEntries = entries.slice(0, OVERVIEW_ENTRIES);
  const shownConversations = conversations.slice(0, OVERVIEW_CONVERSATIONS);
  const total = entries.length + conversations.length;
  const hidden = total - shownEntries.length - shownConversations.length;

  return (
    <div className="grid gap-8">
      <section aria-labelledby="overview-entries">
        <SectionHeading
          id="overview-entries"
          title="Entries"
          action={
            entries.length > OVERVIEW_ENTRIES ? <ShowAllButton label={`All ${entries.length} entries`} onClick={() => onShowTab('entries')} /> : null
          }
        />
        {shownEntries.length === 0 ? (
          <EmptyState icon={PenLine} title="No Entries Yet">
            <p>Capture a quote, a memory or a reflection and it will appear here.</p>
            <Link to="/collect" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
              Start capturing
            </Link>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4">
            {shownEntries.map((entry) => (
              <li key={entry.id} className="py-4">
                <EntryListItem entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="overview-conversations">
        <SectionHeading
          id="overview-conversations"
          title="Conversations"
          action={
            conversations.length > OVERVIEW_CONVERSATIONS ? (
              <ShowAllButton label={`All ${conversations.length} conversations`} onClick={() => onShowTab('conversations')} />
            ) : null
          }
        />
        {conversationsFailed ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">Your conversations could not be loaded.</p>
        ) : shownConversations.length === 0 ? (
          <EmptyState icon={MessageSquare} title={NO_CONVERSATIONS_TITLE}>
            <p>{NO_CONVERSATIONS_TEXT}</p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4">
            {shownConversations.map((conversation) => (
              <li key={conversation.id} className="py-4">
                <ConversationListItem conversation={conversation} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {total > OVERVIEW_ENTRIES + OVERVIEW_CONVERSATIONS ? (
        <p className="text-center text-sm font-medium text-slate-600">{moreDataPoints(hidden)}</p>
      ) : null}
    </div>
  );
}

/** A section's way to its full tab when the overview shows only the first few. */
function ShowAllButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      {label}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
