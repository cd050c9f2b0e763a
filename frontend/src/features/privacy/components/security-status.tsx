import { Database, KeyRound, ShieldCheck, UserCheck, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * Only statements that are true of this deployment (docs/spec-deviations.md): no end-to-end encryption
 * is claimed, because the server reads what you write in order to train your AI.
 */
export const SECURITY_FACTS: ReadonlyArray<{ icon: LucideIcon; title: string; status: string; text: string }> = [
  {
    icon: KeyRound,
    title: 'Signed-in sessions',
    status: 'Active',
    text: 'Your session is an httpOnly cookie that page scripts cannot read. The server stores only a hash of it, issues a new one at every sign-in and ends it when you log out or stay away too long.',
  },
  {
    icon: ShieldCheck,
    title: 'Passwords',
    status: 'Protected',
    text: 'Passwords are hashed with argon2id and never stored as typed. Repeated failed sign-ins are refused for a while.',
  },
  {
    icon: UserCheck,
    title: 'Your data only',
    status: 'Enforced',
    text: 'Every request is checked against your account: you can read and change only your own entries, scores and settings.',
  },
  {
    icon: Database,
    title: 'Stored on this server',
    status: 'Self-hosted',
    text: "Your entries and files are kept in this deployment's own MongoDB database and S3 object storage.",
  },
];

export function SecurityStatus() {
  return (
    <Card>
      <CardHeader className="p-5 sm:p-6">
        <CardTitle>Security status</CardTitle>
        <CardDescription>How this Immortal deployment protects your account and data.</CardDescription>
      </CardHeader>
      <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">
        <ul className="grid gap-3 sm:grid-cols-2">
          {SECURITY_FACTS.map(({ icon: Icon, title, status, text }) => (
            <li key={title} className="flex gap-3 rounded-xl border border-slate-200 p-4">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium text-slate-900">{title}</h3>
                  <Badge variant="success">{status}</Badge>
                </div>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
