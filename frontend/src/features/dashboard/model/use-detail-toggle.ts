// Which detail section is open under the summary cards (spec §2): one at a time; clicking its card again,
// clicking anywhere else (outside the toggle cards and the open section), or pressing Escape closes it.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export const DETAILS = ['personality', 'behavior', 'voice'] as const;
export type Detail = (typeof DETAILS)[number];

export const isDetail = (value: unknown): value is Detail => typeof value === 'string' && (DETAILS as readonly string[]).includes(value);

/** Marks a card that toggles a detail; clicks on one are the card's own business, not "elsewhere". */
export const DETAIL_TRIGGER_ATTRIBUTE = 'data-detail-trigger';

/** `inside`: the detail section(s), where clicks keep the detail open. */
export function useDetailToggle(inside: ReadonlyArray<RefObject<HTMLElement | null>>) {
  const [open, setOpen] = useState<Detail | null>(null);
  const insideRef = useRef(inside);
  insideRef.current = inside;

  const toggle = useCallback((detail: Detail) => setOpen((current) => (current === detail ? null : detail)), []);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || !target.isConnected) return;
      if (target instanceof Element && target.closest(`[${DETAIL_TRIGGER_ATTRIBUTE}]`)) return;
      if (insideRef.current.some((ref) => ref.current?.contains(target))) return;
      setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(null);
      // back to the card that opened it, so keyboard users do not lose their place
      const trigger = document.querySelector<HTMLElement>(`[${DETAIL_TRIGGER_ATTRIBUTE}="${open}"]`);
      trigger?.focus({ preventScroll: true });
      trigger?.scrollIntoView?.({ block: 'nearest' });
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, setOpen, toggle, close };
}
