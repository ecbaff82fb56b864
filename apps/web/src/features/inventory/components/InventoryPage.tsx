import { PageStub } from '@/shared/ui/PageStub';

/** Inventory (spec section 2). */
export default function InventoryPage() {
  return <PageStub title="Inventory" />;
}
