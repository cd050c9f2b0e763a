/** Three pulsing dots in an AI bubble while a reply is awaited. */
export function TypingIndicator() {
  return (
    <li className="flex justify-start" data-testid="typing-indicator">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
        <span className="sr-only">Your Immortal AI is typing...</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-indigo-400 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
