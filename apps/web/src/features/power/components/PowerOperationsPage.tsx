import { PageStub } from '@/shared/ui/PageStub';

/** Power & Operations (spec section 2). */
export default function PowerOperationsPage() {
  return <PageStub title="Power & Operations" />;
}
