/** The first focusable element: jumps past the header and menu to the page itself. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-indigo-700 px-4 py-2 text-sm font-medium text-white shadow-lg transition-transform focus:translate-y-0 focus-visible:outline-offset-2"
    >
      Skip to content
    </a>
  );
}
