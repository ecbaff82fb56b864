import { PageStub } from '@/shared/ui/PageStub';

/** Achievements (spec section 2). */
export default function AchievementsPage() {
  return <PageStub title="Achievements" />;
}
