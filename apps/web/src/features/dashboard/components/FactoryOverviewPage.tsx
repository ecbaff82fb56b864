import { PageStub } from '@/shared/ui/PageStub';

/** Factory Overview (spec section 2). */
export default function FactoryOverviewPage() {
  return <PageStub title="Factory Overview" />;
}
