import { LogOut, UserCog } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out';
import { cn } from '@/shared/lib/cn';
import { useAuthStore } from '@/shared/stores/auth';
import { focusRing } from '@/shared/ui/Button';
import { accountPage, pageHref } from '../pages';

/** 'Ada Lovelace' → 'AL'; 'smith' → 'S'; falls back to the email's first letter. */
export function initials(name: string | undefined, email: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words.at(-1)?.[0]}` : (words[0]?.[0] ?? email?.[0] ?? '?');
  return letters.toUpperCase();
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-200 outline-none data-[highlighted]:bg-raised data-[highlighted]:text-ink';

/** The avatar menu, fixed at top right: name, email, 'Account settings' and 'Sign out'. */
export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const signOut = useSignOut();

  return (
    <div className="fixed top-2.5 right-3 z-40 sm:right-5">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          // The name starts with the initials it shows, so a player who speaks to the page can say them.
          aria-label={`${initials(user?.name, user?.email)}: account menu for ${user?.name ?? 'you'}`}
          className={cn(
            'grid size-9 place-items-center rounded-full bg-gradient-to-br from-amber-400 to-orange-600 text-sm font-bold text-slate-950 shadow-md shadow-black/40 hover:brightness-110',
            focusRing,
          )}
        >
          {initials(user?.name, user?.email)}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-lg border border-line bg-panel p-1 shadow-xl shadow-black/40 data-[state=open]:animate-[pop-in_150ms_ease-out]"
          >
            <div className="px-3 py-2">
              <p className="truncate text-sm font-semibold text-ink">{user?.name}</p>
              <p className="truncate text-xs text-ink-muted">{user?.email}</p>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-line/70" />
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={pageHref(accountPage)}>
                <UserCog aria-hidden className="size-4" />
                {accountPage.title}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item onSelect={() => void signOut()} className={itemClass}>
              <LogOut aria-hidden className="size-4" />
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
