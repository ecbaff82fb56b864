import { SlidersHorizontal } from 'lucide-react';
import { ComingSoon } from '@/shared/ui/ComingSoon';

/** Capacity Control: a placeholder (spec section 2). */
export default function CapacityControlPage() {
  return (
    <ComingSoon
      icon={SlidersHorizontal}
      title="Capacity Control"
      description="Set every machine's capacity from 25% to 100% in one place, and see what it does to power, costs and output."
    />
  );
}
