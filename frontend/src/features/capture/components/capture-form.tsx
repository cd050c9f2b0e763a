import { MAX_CONTENT_LENGTH, MAX_TITLE_LENGTH, SEARCH_CATEGORIES, type CreateEntryBody } from '@immortal/proto/journal';
import { ChevronDown, Eraser, Loader2, Save } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateEntry } from '@/features/entries/api/create-entry';
import { CATEGORY_LABELS, DEFAULT_CAPTURE_TYPE, type CaptureType } from '@/features/entries/lib/entry-types';
import { getErrorMessage, getErrorStatus } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { SAVE_FAILURE_TOAST, SAVE_SUCCESS_TOAST, TYPE_PLACEHOLDERS } from '../lib/capture-copy';
import { EntryTypePicker } from './entry-type-picker';

type CategoryChoice = '' | (typeof SEARCH_CATEGORIES)[number];
type ErrorField = 'content' | 'title' | 'category';

/** The character count appears from 90% of the limit on. */
export const COUNT_VISIBLE_FROM = Math.floor(MAX_CONTENT_LENGTH * 0.9);
export const TOO_LONG_MESSAGE = `Entry is too long (at most ${MAX_CONTENT_LENGTH.toLocaleString('en-US')} characters)`;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);

/** Which field a 400's message is about, so it shows under that field. */
function fieldOf(message: string): ErrorField {
  if (/^title\b/i.test(message)) return 'title';
  if (/^category\b/i.test(message)) return 'category';
  return 'content';
}

/**
 * Type, text, and optionally a title and category. Save Entry (or Ctrl/⌘+Enter) posts it; on success
 * the form resets to a blank Quotes entry, on failure everything typed stays where it was.
 */
export function CaptureForm() {
  const id = useId();
  const [type, setType] = useState<CaptureType>(DEFAULT_CAPTURE_TYPE);
  const [content, setContent] = useState('');
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<CategoryChoice>('');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [serverError, setServerError] = useState<{ field: ErrorField; message: string } | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const createEntry = useCreateEntry();

  const pending = createEntry.isPending;
  const length = content.trim().length;
  const blank = length === 0;
  const tooLong = length > MAX_CONTENT_LENGTH;
  const pristine = blank && content === '' && title === '' && category === '' && type === DEFAULT_CAPTURE_TYPE;
  const canSave = !blank && !tooLong && !pending;

  const ids = {
    typeLabel: `${id}-type`,
    content: `${id}-content`,
    contentHelp: `${id}-content-help`,
    contentError: `${id}-content-error`,
    details: `${id}-details`,
    title: `${id}-title`,
    titleError: `${id}-title-error`,
    category: `${id}-category`,
    categoryError: `${id}-category-error`,
  };
  const errorFor = (field: ErrorField) => (serverError?.field === field ? serverError.message : null);
  const contentError = tooLong ? TOO_LONG_MESSAGE : errorFor('content');

  function reset() {
    setType(DEFAULT_CAPTURE_TYPE);
    setContent('');
    setTitle('');
    setCategory('');
    setServerError(null);
  }

  function save() {
    if (!canSave) return;
    setServerError(null);
    const body: CreateEntryBody = { type, content };
    if (title.trim()) body.title = title.trim();
    if (category) body.category = category;
    createEntry.mutate(body, {
      onSuccess: () => {
        toast(SAVE_SUCCESS_TOAST);
        reset();
        textareaRef.current?.focus();
      },
      onError: (error) => {
        toast({ variant: 'destructive', ...SAVE_FAILURE_TOAST });
        const message = getErrorStatus(error) === 400 ? getErrorMessage(error) : null;
        if (message) {
          const field = fieldOf(message);
          setServerError({ field, message });
          if (field !== 'content') setDetailsOpen(true);
        }
      },
    });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  const edit = (field: ErrorField) => {
    if (serverError?.field === field) setServerError(null);
  };

  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate aria-busy={pending || undefined} className="grid gap-6">
      <fieldset className="grid gap-3" disabled={pending}>
        <legend id={ids.typeLabel} className="mb-3 text-sm font-medium text-slate-800">
          What are you capturing?
        </legend>
        <EntryTypePicker value={type} onChange={setType} disabled={pending} labelledBy={ids.typeLabel} />
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={ids.content}>Your entry</Label>
        <Textarea
          ref={textareaRef}
          id={ids.content}
          rows={8}
          value={content}
          readOnly={pending}
          placeholder={TYPE_PLACEHOLDERS[type]}
          onChange={(event) => {
            setContent(event.target.value);
            edit('content');
          }}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={[contentError ? ids.contentError : null, ids.contentHelp].filter(Boolean).join(' ')}
        />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          {contentError ? (
            <p id={ids.contentError} role="alert" className="text-sm font-medium text-red-700">
              {contentError}
            </p>
          ) : (
            <span />
          )}
          <p id={ids.contentHelp} className="ml-auto text-xs text-slate-600">
            {length >= COUNT_VISIBLE_FROM ? (
              <span className={cn('font-medium tabular-nums', tooLong ? 'text-red-700' : 'text-amber-800')}>
                {length.toLocaleString('en-US')} / {MAX_CONTENT_LENGTH.toLocaleString('en-US')} characters
              </span>
            ) : (
              <span className="hidden sm:inline">
                Press <kbd className="rounded border border-slate-300 bg-white px-1 font-sans">{isMac() ? '⌘' : 'Ctrl'}</kbd> +{' '}
                <kbd className="rounded border border-slate-300 bg-white px-1 font-sans">Enter</kbd> to save
              </span>
            )}
          </p>
        </div>
      </div>

      <div className="grid gap-4">
        <button
          type="button"
          aria-expanded={detailsOpen}
          aria-controls={ids.details}
          onClick={() => setDetailsOpen((open) => !open)}
          className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', detailsOpen && 'rotate-180')} />
          Add a title and category
          <span className="font-normal text-slate-600">(optional)</span>
        </button>
        <div id={ids.details} hidden={!detailsOpen} className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-[2fr_1fr]">
          <div className="grid gap-2">
            <Label htmlFor={ids.title}>Title</Label>
            <Input
              id={ids.title}
              value={title}
              maxLength={MAX_TITLE_LENGTH}
              readOnly={pending}
              placeholder="Give it a name"
              onChange={(event) => {
                setTitle(event.target.value);
                edit('title');
              }}
              onKeyDown={(event) => {
                // Enter alone does not save from here: only the button or Ctrl/⌘+Enter does
                if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) event.preventDefault();
              }}
              aria-invalid={errorFor('title') ? true : undefined}
              aria-describedby={errorFor('title') ? ids.titleError : undefined}
            />
            {errorFor('title') ? (
              <p id={ids.titleError} role="alert" className="text-sm font-medium text-red-700">
                {errorFor('title')}
              </p>
            ) : null}
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={ids.category}>Category</Label>
            <Select
              id={ids.category}
              value={category}
              disabled={pending}
              onChange={(event) => {
                setCategory(event.target.value as CategoryChoice);
                edit('category');
              }}
              aria-invalid={errorFor('category') ? true : undefined}
              aria-describedby={errorFor('category') ? ids.categoryError : undefined}
            >
              <option value="">Pick from my words</option>
              {SEARCH_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
            {errorFor('category') ? (
              <p id={ids.categoryError} role="alert" className="text-sm font-medium text-red-700">
                {errorFor('category')}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={reset} disabled={pending || pristine}>
          <Eraser aria-hidden="true" />
          Clear
        </Button>
        <Button type="submit" disabled={!canSave} className="sm:min-w-36">
          {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {pending ? 'Saving...' : 'Save Entry'}
        </Button>
      </div>
    </form>
  );
}
