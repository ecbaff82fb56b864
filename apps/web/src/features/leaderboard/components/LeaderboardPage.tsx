import { PageStub } from '@/shared/ui/PageStub';

/** Global Rankings (spec section 2). */
export default function LeaderboardPage() {
  return <PageStub title="Global Rankings" />;
}
