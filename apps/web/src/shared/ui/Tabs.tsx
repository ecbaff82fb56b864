import { Tabs as RadixTabs, ToggleGroup } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './Button';

/**
 * Tabs (Radix: arrow keys, roles): each trigger shows its own `TabsContent` panel. A choice that
 * only changes what one card or chart shows has no panels: that is `Segmented`, which looks the same.
 */
export const Tabs = RadixTabs.Root;

const LIST = 'inline-flex items-center gap-1 rounded-lg border border-line bg-page/60 p-1';
const TRIGGER =
  'rounded-md px-3 py-1.5 text-sm font-medium text-ink-muted transition-colors duration-150 hover:text-ink';

export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn(LIST, className)} {...rest} />;
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        TRIGGER,
        'data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-sm',
        focusRing,
        className,
      )}
      {...rest}
    />
  );
}

/**
 * One choice among a few ('Last 24h' / 'Last 7 days', a resource) that changes what is shown in
 * place, drawn as tabs. A tab list must control panels (its triggers name them in aria-controls),
 * so without panels this is a group of radio buttons (Radix ToggleGroup: arrow keys move and pick).
 * Picking the chosen one again keeps it: there is always a choice.
 */
export function Segmented<T extends string>({
  label,
  value,
  onValueChange,
  options,
  className,
  itemClassName,
}: {
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  options: readonly { value: T; label: ReactNode }[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      value={value}
      onValueChange={(next) => next && onValueChange(next as T)}
      className={cn(LIST, className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            TRIGGER,
            'data-[state=on]:bg-raised data-[state=on]:text-ink data-[state=on]:shadow-sm',
            focusRing,
            itemClassName,
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-4', focusRing, 'rounded-md', className)} {...rest} />;
}

/** A tab list with one labelled trigger per option, inside its `Tabs` (a period or range toggle). */
export function OptionTabsList({
  label,
  options,
  className,
  triggerClassName,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  className?: string;
  triggerClassName?: string;
}) {
  return (
    <TabsList aria-label={label} className={className}>
      {options.map((option) => (
        <TabsTrigger key={option.value} value={option.value} className={triggerClassName}>
          {option.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
