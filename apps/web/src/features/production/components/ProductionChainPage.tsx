import { PageStub } from '@/shared/ui/PageStub';

/** Production Chain (spec section 2). */
export default function ProductionChainPage() {
  return <PageStub title="Production Chain" />;
}
