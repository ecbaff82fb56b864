import { DropdownMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { focusRing } from '@/shared/ui/Button';
import { Tooltip } from '@/shared/ui/Tooltip';
import { pageHref } from '../pages';
import { useNavGroups } from './use-nav-groups';

/** The 60px sidebar: one icon per group (tooltip), opening a menu of its pages. */
export function CollapsedNav() {
  const { pathname } = useLocation();
  const groups = useNavGroups();

  return (
    <nav aria-label="Game" className="flex flex-col items-center gap-1.5">
      {groups.map((group) => {
        const active = group.pages.some((page) => pageHref(page) === pathname);
        return (
          <DropdownMenu.Root key={group.id} modal={false}>
            <Tooltip content={group.label} side="right">
              <DropdownMenu.Trigger
                aria-label={group.label}
                className={cn(
                  'grid size-10 place-items-center rounded-md transition-colors duration-150',
                  focusRing,
                  active ? 'bg-raised text-amber-300' : 'text-slate-300 hover:bg-raised/60 hover:text-ink',
                )}
              >
                <group.icon aria-hidden className="size-5" />
              </DropdownMenu.Trigger>
            </Tooltip>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                side="right"
                align="start"
                sideOffset={8}
                className="z-50 min-w-52 rounded-lg border border-line bg-panel p-1 shadow-xl shadow-black/40"
              >
                <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold tracking-wider text-ink-muted uppercase">
                  {group.label}
                </DropdownMenu.Label>
                {group.pages.map((page) => (
                  <DropdownMenu.Item key={page.path} asChild>
                    {/* Radix's Slot merges class strings, so the active state is worked out here, not by NavLink. */}
                    <Link
                      to={pageHref(page)}
                      aria-current={pageHref(page) === pathname ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-raised',
                        pageHref(page) === pathname ? 'text-amber-300' : 'text-slate-200',
                      )}
                    >
                      <page.icon aria-hidden className="size-4 opacity-80" />
                      {page.title}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        );
      })}
    </nav>
  );
}
