import type { CitationView } from '@immortal/proto/network';
import { BookOpen, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';

const SOURCE_LABEL: Record<CitationView['source'], string> = {
  entry: 'Entry',
  training: 'Training answer',
  correction: 'Your correction',
};

/** What a citation is called on the compact line: its title, else the start of its excerpt. */
export function citationLabel(citation: CitationView): string {
  const title = citation.title?.trim();
  if (title) return title;
  const excerpt = citation.excerpt.trim().replace(/\s+/g, ' ');
  return excerpt.length > 60 ? `${excerpt.slice(0, 57).trimEnd()}...` : excerpt;
}

/** 'From your entries: <title or excerpt>' under a reply; expands to every citation with its excerpt. */
export function ReplyCitations({ citations }: { citations: readonly CitationView[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const first = citations[0];
  if (!first) return null;
  const more = citations.length - 1;

  return (
    <div className="mt-1.5 max-w-full text-xs text-slate-600">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="group inline-flex max-w-full items-center gap-1.5 rounded-md py-0.5 text-left hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <BookOpen aria-hidden="true" className="size-3.5 shrink-0 text-indigo-600" />
        <span className="min-w-0 truncate">
          From your entries: <span className="font-medium text-slate-800">{citationLabel(first)}</span>
        </span>
        {more > 0 ? <span className="shrink-0 text-slate-500">+{more} more</span> : null}
        <ChevronDown aria-hidden="true" className={cn('size-3.5 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1.5 grid gap-1.5 border-l-2 border-indigo-100 pl-3">
        {citations.map((citation, index) => (
          <li key={`${citation.entryId}-${index}`} className="grid gap-0.5">
            <span className="font-medium text-slate-800">
              {citation.title?.trim() || 'Untitled'}
              <span className="ml-1.5 font-normal text-slate-500">· {SOURCE_LABEL[citation.source]}</span>
            </span>
            <q className="text-slate-600 italic">{citation.excerpt}</q>
          </li>
        ))}
      </ul>
    </div>
  );
}
