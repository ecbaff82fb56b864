import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './Button';

/** Tabs (Radix: arrow keys, roles). Also used for segmented toggles ('Last 24h' / 'Last 7 days'). */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('inline-flex items-center gap-1 rounded-lg border border-line bg-page/60 p-1', className)}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-ink-muted transition-colors duration-150 hover:text-ink',
        'data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-sm',
        focusRing,
        className,
      )}
      {...rest}
    />
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
