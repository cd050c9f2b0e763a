import { LogOut } from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { useUser } from '@/features/auth/api/get-user';
import { useLogout } from '@/features/auth/api/logout';
import { userInitials } from './user-initials';

/** The avatar with the user's initials; its menu has one action, Log out. */
export function UserMenu() {
  const { data: user } = useUser();
  const logout = useLogout();
  const initials = userInitials(user);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={user ? `Account menu for ${user.username}` : 'Account menu'}
        className="inline-flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-700 text-sm font-semibold text-white shadow-sm ring-2 ring-white transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span aria-hidden="true">{initials}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user ? (
          <>
            <DropdownMenuLabel>
              <span className="block font-medium text-slate-900">{fullName || user.username}</span>
              <span className="block truncate text-xs font-normal text-slate-600">@{user.username}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem
          disabled={logout.isPending || logout.isSuccess}
          onSelect={(event) => {
            // keep the menu open so 'Logging out...' stays visible until the page reloads
            event.preventDefault();
            logout.mutate(undefined, {
              onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to log out. Please try again.' }),
            });
          }}
        >
          <LogOut aria-hidden="true" />
          {logout.isPending || logout.isSuccess ? 'Logging out...' : 'Log out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
