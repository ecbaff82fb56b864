import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { cn } from '@/shared/lib/cn';
import { BrandMark } from '@/shared/ui/BrandMark';
import { focusRing } from '@/shared/ui/Button';
import { SidebarNav } from './SidebarNav';

/** On phones (< 640px) the sidebar is a drawer, opened from the header's menu button. */
export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out] sm:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[280px] max-w-[85vw] flex-col border-r border-line bg-panel shadow-2xl data-[state=open]:animate-[slide-in-left_200ms_ease-out] sm:hidden"
        >
          <div className="flex h-14 items-center gap-2.5 border-b border-line/60 px-4">
            <BrandMark className="size-8" />
            <Dialog.Title className="flex-1 text-base font-bold tracking-tight">Forgeworks</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className={cn(
                'grid size-8 place-items-center rounded-md text-ink-muted hover:bg-raised hover:text-ink',
                focusRing,
              )}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto py-3">
            <SidebarNav onNavigate={() => onOpenChange(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
