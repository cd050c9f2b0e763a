import { Download, Sparkles, Trash2, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const PRINCIPLES: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Download,
    title: 'Your data is yours',
    text: 'Everything you capture can be downloaded in full, at any time, as an open JSON file you can read and keep.',
  },
  {
    icon: Sparkles,
    title: 'Used for your AI',
    text: 'What you write is used to build your own Immortal AI and the insights and scores you see here, and for nothing else.',
  },
  {
    icon: Trash2,
    title: 'Deletion means deletion',
    text: 'Delete All Data erases your account, and every part of Immortal removes what it holds for you. Your records are removed, not hidden.',
  },
];

export function PrivacyPrinciples() {
  return (
    <Card>
      <CardHeader className="p-5 sm:p-6">
        <CardTitle>Privacy Principles</CardTitle>
      </CardHeader>
      <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">
        <ul className="grid gap-4 md:grid-cols-3">
          {PRINCIPLES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="grid content-start gap-2">
              <span className="inline-flex size-9 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-medium text-slate-900">{title}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
