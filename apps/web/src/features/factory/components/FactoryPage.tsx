import { PageStub } from '@/shared/ui/PageStub';

/** Overview (spec section 2). */
export default function FactoryPage() {
  return <PageStub title="Overview" />;
}
