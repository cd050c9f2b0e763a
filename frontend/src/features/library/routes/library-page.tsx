import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEntries } from '@/features/entries/api/get-entries';
import { EntryRowsSkeleton } from '@/features/entries/components/entry-rows-skeleton';
import { usePageTitle } from '@/lib/use-page-title';
import { useConversations } from '../api/get-conversations';
import { ConversationsPanel } from '../components/conversations-panel';
import { EntriesPanel } from '../components/entries-panel';
import { LibraryOverview } from '../components/library-overview';
import { SearchPanel } from '../components/search-panel';
import { LIBRARY_TAGLINE } from '../lib/library-copy';

type LibraryTab = 'all' | 'entries' | 'conversations' | 'search';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export default function LibraryPage() {
  usePageTitle('Library');
  const [tab, setTab] = useState<LibraryTab>('all');
  const entries = useEntries();
  const conversations = useConversations();

  const entryList = entries.data ?? [];
  const conversationList = conversations.data ?? [];
  const loaded = !entries.isPending && !conversations.isPending;
  const count = (n: number) => (loaded ? ` (${n})` : '');
  const total = entryList.length + conversationList.length;

  const entriesState = entries.isPending ? (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <EntryRowsSkeleton />
    </div>
  ) : entries.isError ? (
    <LoadError message="Your library could not be loaded." onRetry={() => void entries.refetch()} />
  ) : null;

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        title="Library"
        description={LIBRARY_TAGLINE}
        actions={
          loaded ? (
            <ul className="flex flex-wrap gap-2 text-sm" aria-label="What your library holds">
              <li className="rounded-full bg-white px-3 py-1 font-medium text-slate-700 ring-1 ring-slate-200">{plural(entryList.length, 'entry', 'entries')}</li>
              <li className="rounded-full bg-white px-3 py-1 font-medium text-slate-700 ring-1 ring-slate-200">
                {plural(conversationList.length, 'conversation', 'conversations')}
              </li>
              <li className="rounded-full bg-indigo-50 px-3 py-1 font-medium text-indigo-800 ring-1 ring-indigo-200">
                {plural(total, 'data point', 'data points')}
              </li>
            </ul>
          ) : null
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as LibraryTab)}>
        <TabsList aria-label="Library sections" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="all">All Data{count(total)}</TabsTrigger>
          <TabsTrigger value="entries">Entries{count(entryList.length)}</TabsTrigger>
          <TabsTrigger value="conversations">Conversations{count(conversationList.length)}</TabsTrigger>
          <TabsTrigger value="search">Search</TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          {entriesState ?? (
            <LibraryOverview entries={entryList} conversations={conversationList} conversationsFailed={conversations.isError} onShowTab={setTab} />
          )}
        </TabsContent>
        <TabsContent value="entries">{entriesState ?? <EntriesPanel entries={entryList} />}</TabsContent>
        <TabsContent value="conversations">
          {conversations.isPending ? (
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <EntryRowsSkeleton label="Loading conversations" />
            </div>
          ) : (
            <ConversationsPanel conversations={conversationList} failed={conversations.isError} />
          )}
        </TabsContent>
        {/* kept mounted so the query and results survive a look at another tab */}
        <TabsContent value="search" forceMount hidden={tab !== 'search'}>
          <SearchPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
