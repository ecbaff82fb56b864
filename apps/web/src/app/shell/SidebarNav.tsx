import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { NavLink } from 'react-router';
import { cn } from '@/shared/lib/cn';
import { useUiStore } from '@/shared/stores/ui';
import { focusRing } from '@/shared/ui/Button';
import { pageHref } from '../pages';
import { useNavGroups } from './use-nav-groups';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'group relative flex items-center gap-2.5 rounded-md py-[5px] pr-2 pl-3 text-sm transition-colors duration-150',
    focusRing,
    isActive ? 'bg-raised font-medium text-amber-300' : 'text-slate-300 hover:bg-raised/60 hover:text-ink',
  );

/** The expanded sidebar: the four groups, each folding open and shut (remembered). */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const closedGroups = useUiStore((s) => s.closedGroups);
  const toggleGroup = useUiStore((s) => s.toggleGroup);
  const groups = useNavGroups();

  return (
    <nav aria-label="Game" className="flex flex-col gap-1 px-2">
      {groups.map((group) => (
        <Collapsible.Root
          key={group.id}
          open={!closedGroups.includes(group.id)}
          onOpenChange={() => toggleGroup(group.id)}
        >
          <Collapsible.Trigger
            className={cn(
              'group/trigger flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-xs font-semibold tracking-wider text-ink-muted uppercase hover:text-ink',
              focusRing,
            )}
          >
            <group.icon aria-hidden className="size-4" />
            <span className="flex-1 text-left">{group.label}</span>
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform duration-150 group-data-[state=closed]/trigger:-rotate-90"
            />
          </Collapsible.Trigger>
          <Collapsible.Content>
            <ul className="mb-1.5 ml-2 flex flex-col gap-0.5 border-l border-line/60 pl-2">
              {group.pages.map((page) => (
                <li key={page.path}>
                  <NavLink to={pageHref(page)} end onClick={onNavigate} className={navLinkClass}>
                    <page.icon
                      aria-hidden
                      className="size-4 shrink-0 opacity-80 group-aria-[current=page]:text-accent"
                    />
                    <span className="flex-1 truncate">{page.title}</span>
                    {page.Badge && <page.Badge />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Collapsible.Content>
        </Collapsible.Root>
      ))}
    </nav>
  );
}
