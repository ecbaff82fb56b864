import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { useUiStore } from '@/shared/stores/ui';
import { BrandMark } from '@/shared/ui/BrandMark';
import { focusRing } from '@/shared/ui/Button';
import { Tooltip } from '@/shared/ui/Tooltip';
import { CollapsedNav } from './CollapsedNav';
import { SidebarNav } from './SidebarNav';

/** The desktop and tablet sidebar: 250px, or 60px collapsed (remembered). Hidden on phones. */
export function Sidebar() {
  const collapsed = useUiStore((s) => s.sidebarCollapsed);
  const toggle = useUiStore((s) => s.toggleSidebar);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    // The outer column stretches with the page, so the panel's colour runs to its foot; the
    // sidebar itself stays in view as the page scrolls.
    <div
      className={cn(
        'hidden shrink-0 border-r border-line/70 bg-panel transition-[width] duration-200 sm:block',
        collapsed ? 'w-[60px]' : 'w-[250px]',
      )}
    >
      <aside className="sticky top-0 flex h-dvh flex-col">
        <div
          className={cn(
            'flex h-14 items-center border-b border-line/60',
            collapsed ? 'justify-center' : 'gap-2.5 px-4',
          )}
        >
          {!collapsed && (
            <>
              <BrandMark className="size-8" />
              <span className="flex-1 text-base font-bold tracking-tight">Forgeworks</span>
            </>
          )}
          <Tooltip content={toggleLabel} side="right">
            <button
              type="button"
              onClick={toggle}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              className={cn(
                'grid size-8 place-items-center rounded-md text-ink-muted hover:bg-raised hover:text-ink',
                focusRing,
              )}
            >
              <ToggleIcon aria-hidden className="size-4" />
            </button>
          </Tooltip>
        </div>
        <div className="flex-1 overflow-y-auto py-3">{collapsed ? <CollapsedNav /> : <SidebarNav />}</div>
      </aside>
    </div>
  );
}
