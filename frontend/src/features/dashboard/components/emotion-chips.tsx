import type { Emotion } from '@immortal/proto/alignment';
import { cn } from '@/lib/utils';
import { capitalize, EMOTION_STYLES } from '../model/alignment-display';

const chipClass = (emotion: Emotion) => cn('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', EMOTION_STYLES[emotion]);

/**
 * Emotions as small coloured chips, in the given order: a labelled list, or (`inline`, for use inside a
 * button, where lists are not allowed) a line of spans that reads "Dominant emotions: Joy, Trust".
 */
export function EmotionChips({ emotions, label, inline = false, className }: { emotions: readonly Emotion[]; label: string; inline?: boolean; className?: string }) {
  if (inline) {
    return (
      <span className={cn('flex flex-wrap gap-1.5', className)} data-testid="emotion-chips">
        <span className="sr-only">{label}: </span>
        {emotions.map((emotion, i) => (
          <span key={emotion} className={chipClass(emotion)}>
            {capitalize(emotion)}
            {i < emotions.length - 1 ? <span className="sr-only">, </span> : null}
          </span>
        ))}
      </span>
    );
  }
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {emotions.map((emotion) => (
        <li key={emotion} className={chipClass(emotion)}>
          {capitalize(emotion)}
        </li>
      ))}
    </ul>
  );
}
