import type { ReactNode } from 'react';

/**
 * Bottom-left corner reserved for the floating AI assistant (spec document 2, "Floating assistant"),
 * present on every signed-in screen. Empty until that feature lands: render it as this slot's child.
 * The sidebar keeps its last items clear of this corner.
 */
export function AssistantSlot({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div data-slot="assistant" className="fixed bottom-4 left-4 z-40 max-w-[calc(100vw-2rem)]">
      {children}
    </div>
  );
}
