import { PageStub } from '@/shared/ui/PageStub';

/** Workforce (spec section 2). */
export default function WorkforcePage() {
  return <PageStub title="Workforce" />;
}
