import { BookHeart, Brain, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark, Wordmark } from '@/components/brand-mark';

export const TAGLINE = 'Craft Your Forever Self: Capture your thoughts, memories, and reflections';

const highlights = [
  { icon: BookHeart, text: 'Write thoughts, memories and reflections in your own words.' },
  { icon: Brain, text: 'Train an AI that learns how you think, speak and choose.' },
  { icon: Sparkles, text: 'Watch your Identity Alignment Score grow as it gets to know you.' },
];

/** Sign-in and registration: a calm brand panel beside the form (stacked on small screens). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-800 to-violet-900 p-12 text-white lg:flex lg:w-[44%] lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/5" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-violet-400/10" />
        <div className="relative flex items-center gap-3">
          <BrandMark className="bg-white/15 from-transparent to-transparent ring-1 ring-white/25" />
          <span className="text-xl font-semibold tracking-tight">Immortal</span>
        </div>
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-semibold tracking-tight">Craft Your Forever Self</p>
          <p className="mt-3 text-lg text-indigo-100">Capture your thoughts, memories, and reflections.</p>
          <ul className="mt-10 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-indigo-50">
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="leading-relaxed">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-indigo-200">Your words stay yours: private by default, exportable at any time.</p>
      </aside>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col items-center justify-center px-4 py-10 outline-none sm:px-8">
        <div className="mb-8 lg:hidden">
          <Wordmark />
        </div>
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
