import { Scale } from 'lucide-react';
import { Card } from '@/shared/ui/Card';
import { CardEmpty } from '@/shared/ui/CardState';

/**
 * Where the fair-play report (GET /api/admin/fair-play: signals of pushing, newest first) goes: its
 * card replaces this one once that endpoint is in the contract's table.
 */
export function FairPlaySlot({ className }: { className?: string }) {
  return (
    <Card title="Fair play" icon={<Scale aria-hidden />} className={className}>
      <CardEmpty text="The fair-play report is not connected yet." />
    </Card>
  );
}
