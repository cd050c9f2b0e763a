import { ImageOff, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

export const IMAGE_DIALOG_FALLBACK_TITLE = 'Image from Library';

/**
 * A square thumbnail of an image entry; a click (or Enter) opens the picture large in a dialog titled
 * with the entry's title, or 'Image from Library'.
 */
export function EntryImageThumbnail({ src, title, caption, className }: { src: string; title: string | null; caption?: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  const name = title?.trim() || IMAGE_DIALOG_FALLBACK_TITLE;
  return (
    <Dialog>
      <DialogTrigger
        aria-label={`Open image: ${name}`}
        className={cn(
          'group relative size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:size-24',
          className,
        )}
      >
        {broken ? (
          <span className="flex size-full items-center justify-center text-slate-400">
            <ImageOff aria-hidden="true" className="size-6" />
          </span>
        ) : (
          <img src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} className="size-full object-cover transition-transform duration-200 group-hover:scale-105" />
        )}
        <span aria-hidden="true" className="absolute right-1 bottom-1 rounded-md bg-slate-900/60 p-1 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <Maximize2 className="size-3" />
        </span>
      </DialogTrigger>
      <DialogContent className="max-w-4xl gap-3 p-4 sm:p-6">
        <DialogTitle className="pr-10">{name}</DialogTitle>
        {caption ? <DialogDescription>{caption}</DialogDescription> : <DialogDescription className="sr-only">The full-size image.</DialogDescription>}
        <div className="flex items-center justify-center overflow-hidden rounded-xl bg-slate-100">
          {broken ? (
            <p className="flex items-center gap-2 p-10 text-sm text-slate-600">
              <ImageOff aria-hidden="true" className="size-5" /> This image could not be loaded.
            </p>
          ) : (
            <img src={src} alt={name} className="max-h-[70dvh] w-auto max-w-full object-contain" />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
