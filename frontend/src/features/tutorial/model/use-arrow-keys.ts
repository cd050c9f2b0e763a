import { useEffect, useRef } from 'react';

/** True when a key press belongs to a field or a widget that uses arrows itself. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="menu"], [role="listbox"], [role="slider"], [role="tablist"], [role="dialog"]') !== null;
}

/** ArrowLeft / ArrowRight anywhere on the page, except while typing in a field. */
export function useArrowKeys(handlers: { onLeft: () => void; onRight: () => void }): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') latest.current.onLeft();
      else latest.current.onRight();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
