import { Brain, Check, History, Quote, type LucideIcon } from 'lucide-react';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { CAPTURE_TYPES, ENTRY_TYPE_LABELS, type CaptureType } from '@/features/entries/lib/entry-types';
import { cn } from '@/lib/utils';
import { TYPE_HINTS } from '../lib/capture-copy';

const ICONS: Record<CaptureType, LucideIcon> = { thought: Quote, memory: History, reflection: Brain };

/** Quotes, Memory or Deep Reflection, as a radio group of cards (arrow keys move between them). */
export function EntryTypePicker({
  value,
  onChange,
  disabled,
  labelledBy,
}: {
  value: CaptureType;
  onChange: (type: CaptureType) => void;
  disabled?: boolean;
  labelledBy: string;
}) {
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={(next) => onChange(next as CaptureType)}
      disabled={disabled}
      className="grid grid-cols-3 gap-2 sm:gap-3"
    >
      {CAPTURE_TYPES.map((type) => {
        const Icon = ICONS[type];
        const checked = value === type;
        return (
          <RadioGroupItem
            key={type}
            value={type}
            aria-describedby={`entry-type-hint-${type}`}
            className={cn(
              'relative flex min-h-full flex-col items-start gap-2 rounded-xl border p-3 text-left transition-colors sm:p-4',
              checked
                ? 'border-indigo-600 bg-indigo-50/70 ring-1 ring-indigo-600'
                : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50',
            )}
          >
            <span
              className={cn(
                'inline-flex size-8 items-center justify-center rounded-lg sm:size-9',
                checked ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-600',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="text-sm leading-tight font-semibold text-slate-900">{ENTRY_TYPE_LABELS[type]}</span>
            <span id={`entry-type-hint-${type}`} className="hidden text-xs leading-snug text-slate-600 sm:block">
              {TYPE_HINTS[type]}
            </span>
            {checked ? (
              <Check aria-hidden="true" className="absolute top-3 right-3 size-4 text-indigo-700" />
            ) : null}
          </RadioGroupItem>
        );
      })}
    </RadioGroup>
  );
}
