import { PageStub } from '@/shared/ui/PageStub';

/** Maintenance (spec section 2). */
export default function MaintenancePage() {
  return <PageStub title="Maintenance" />;
}
