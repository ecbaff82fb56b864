import { PageStub } from '@/shared/ui/PageStub';

/** Production Analytics (spec section 2). */
export default function ProductionAnalyticsPage() {
  return <PageStub title="Production Analytics" />;
}
