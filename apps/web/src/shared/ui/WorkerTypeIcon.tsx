import type { WorkerType } from '@forgeworks/contract';
import { Cpu, HardHat, Wrench, type LucideIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';

const ICONS: Record<WorkerType, LucideIcon> = { OPERATOR: HardHat, TECHNICIAN: Wrench, ENGINEER: Cpu };

/** One icon per worker type, the same in every workforce card. */
export function WorkerTypeIcon({ type, className }: { type: WorkerType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden className={cn('size-4 shrink-0', className)} />;
}
