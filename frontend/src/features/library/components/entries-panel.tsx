import type { EntryView } from '@immortal/proto/journal';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { EntryListItem } from '@/features/entries/components/entry-list-item';
import { EmptyState } from './empty-state';

export const ENTRIES_PAGE_SIZE = 50;

/** The Entries tab: every entry, newest first, 50 at a time. */
export function EntriesPanel({ entries }: { entries: EntryView[] }) {
  const [visible, setVisible] = useState(ENTRIES_PAGE_SIZE);
  if (entries.length === 0) {
    return (
      <EmptyState icon={PenLine} title="No Entries Yet">
        <p>Capture a quote, a memory or a reflection and it will appear here.</p>
        <Link to="/collect" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
          Start capturing
        </Link>
      </EmptyState>
    );
  }
  const shown = entries.slice(0, visible);
  return (
    <div className="grid gap-4">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4" aria-label="All entries">
        {shown.map((entry) => (
          <li key={entry.id} className="py-4">
            <EntryListItem entry={entry} previewLength={200} />
          </li>
        ))}
      </ul>
      {entries.length > shown.length ? (
        <Button variant="outline" className="justify-self-center" onClick={() => setVisible((n) => n + ENTRIES_PAGE_SIZE)}>
          Show more ({entries.length - shown.length} left)
        </Button>
      ) : null}
    </div>
  );
}
