import { createContext, useContext, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';

/**
 * A WAI-ARIA radio group: one tab stop (the checked option, or every option while none is checked),
 * arrow keys move and select (wrapping), Home/End jump to the first/last, Space selects. Label it with
 * aria-label or aria-labelledby. Items render their own content, so they can be plain dots or cards.
 */
interface RadioGroupContextValue {
  value: string | undefined;
  disabled: boolean;
  select: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

export function RadioGroup({
  value,
  onValueChange,
  disabled = false,
  className,
  onKeyDown,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & { value: string | undefined; onValueChange: (value: string) => void; disabled?: boolean }) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const isNext = NEXT_KEYS.has(event.key);
    const isPrevious = PREVIOUS_KEYS.has(event.key);
    if (!isNext && !isPrevious && event.key !== 'Home' && event.key !== 'End') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)'));
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    let index: number;
    if (event.key === 'Home') index = 0;
    else if (event.key === 'End') index = items.length - 1;
    else if (current === -1) index = 0;
    else index = (current + (isNext ? 1 : -1) + items.length) % items.length;
    const target = items[index]!;
    event.preventDefault();
    target.focus();
    const next = target.dataset.value;
    if (next !== undefined) onValueChange(next);
  };

  return (
    <RadioGroupContext.Provider value={{ value, disabled, select: onValueChange }}>
      <div role="radiogroup" aria-disabled={disabled || undefined} className={className} onKeyDown={handleKeyDown} {...props}>
        {children}
      </div>
    </RadioGroupContext.Provider>
  );
}

export function RadioGroupItem({
  value,
  className,
  disabled,
  onClick,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'value' | 'type' | 'role'> & { value: string }) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be used inside a RadioGroup');
  const checked = group.value === value;
  const noneChecked = group.value === undefined || group.value === '';
  const isDisabled = group.disabled || disabled;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      data-value={value}
      tabIndex={checked || noneChecked ? 0 : -1}
      disabled={isDisabled}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) group.select(value);
      }}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
