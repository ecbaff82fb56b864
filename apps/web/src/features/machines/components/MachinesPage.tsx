import { PageStub } from '@/shared/ui/PageStub';

/** Your Machines (spec section 2). */
export default function MachinesPage() {
  return <PageStub title="Your Machines" />;
}
