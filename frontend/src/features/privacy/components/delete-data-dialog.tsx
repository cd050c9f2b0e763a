import { AlertCircle, Loader2, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AlertDialogContent, Dialog, DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { forgetLastExport } from '../lib/last-export';

export const DELETE_FAILED = 'Your data could not be deleted. Please try again.';

/** Exactly what goes: identity, journal, network-chat and alignment each erase their part on identity.user.deleted. */
export const ERASED_ITEMS = [
  'Your account: username, name, email and password, and every signed-in session',
  'Your tutorial progress',
  'Every entry: quotes, memories, deep reflections, photos and images',
  'Your conversations with your Immortal AI',
  'Your identity alignment scores, personality traits and insights',
  'Anything else saved for your account: every part of Immortal erases what it holds for you',
] as const;

/**
 * Delete All Data: an alert dialog that says what will be erased and asks for the username, typed
 * exactly, before the button works. Nothing can close it while the deletion runs.
 */
export function DeleteDataDialog({ username, userId }: { username: string; userId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deleteAccount = useDeleteAccount({ onDeleted: () => forgetLastExport(userId) });
  const pending = deleteAccount.isPending || deleteAccount.isSuccess;
  const matches = typed === username;

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      deleteAccount.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || pending) return;
    deleteAccount.mutate({ confirmUsername: typed });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete All Data
        </Button>
      </DialogTrigger>
      <AlertDialogContent onEscapeKeyDown={(event) => pending && event.preventDefault()}>
        <form onSubmit={onSubmit} className="grid gap-5" noValidate>
          <DialogHeader className="pr-0">
            <DialogTitle>Delete all your data?</DialogTitle>
            <DialogDescription>This permanently erases your account and everything Immortal holds for you. It cannot be undone.</DialogDescription>
          </DialogHeader>
          <div className="rounded-xl border border-red-200 bg-red-50/60 p-4">
            <p className="text-sm font-semibold text-red-900">What will be erased</p>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-red-900/90">
              {ERASED_ITEMS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-slate-600">Want a copy first? Close this and use Export Data before deleting.</p>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-confirm`}>
              Type your username <span className="font-mono font-semibold text-slate-900">{username}</span> to confirm
            </Label>
            <Input
              id={`${id}-confirm`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              disabled={pending}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={deleteAccount.isError ? true : undefined}
            />
          </div>
          {deleteAccount.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <AlertDescription>{getErrorMessage(deleteAccount.error) ?? DELETE_FAILED}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!matches || pending}>
              {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
              {pending ? 'Deleting...' : 'Delete All Data'}
            </Button>
          </DialogFooter>
        </form>
      </AlertDialogContent>
    </Dialog>
  );
}
