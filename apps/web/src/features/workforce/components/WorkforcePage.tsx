import { useRef, useState } from 'react';
import { useSignedIn } from '@/shared/lib/use-authed-query';
import { Card } from '@/shared/ui/Card';
import { useWorkers, useWorkforceAnalysis } from '../api/workforce';
import { DEFAULT_HIRE_DRAFT, type HireDraft } from '../lib/workforce';
import { HiringCard } from './HiringCard';
import { StaffingOverviewCard } from './StaffingOverviewCard';
import { UnderstaffedMachinesCard } from './UnderstaffedMachinesCard';
import { WorkerListCard } from './WorkerListCard';
import { WorkforceErrorView } from './WorkforceErrorView';
import { WorkforceSummaryCard } from './WorkforceSummaryCard';

export const NOT_SIGNED_IN_TEXT = 'Please log in to access workforce management.';

/** Workforce (spec section 2): efficiency, salaries, staffing, understaffed machines, hiring and the crew. */
export default function WorkforcePage() {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <Card title="Workforce">
        <p className="text-sm text-ink-muted">{NOT_SIGNED_IN_TEXT}</p>
      </Card>
    );
  }
  return <WorkforcePanel />;
}

function WorkforcePanel() {
  const analysis = useWorkforceAnalysis();
  const workers = useWorkers();
  const [draft, setDraft] = useState<HireDraft>(DEFAULT_HIRE_DRAFT);
  const hiringRef = useRef<HTMLDivElement>(null);

  // One card failing shows its own Retry; only when none of the workforce data came back is the page itself down.
  if (analysis.isError && workers.isError) {
    return <WorkforceErrorView message={analysis.error.message} />;
  }

  const hireMissing = (next: HireDraft) => {
    setDraft(next);
    // On a phone the form is a screen away: bring it into view and put the keyboard on it.
    const form = hiringRef.current;
    form?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    form?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
      <WorkforceSummaryCard className="lg:col-span-7" />
      <StaffingOverviewCard className="lg:col-span-5" />
      <UnderstaffedMachinesCard className="lg:col-span-7" onHireMissing={hireMissing} />
      <div ref={hiringRef} className="scroll-mt-20 lg:col-span-5">
        <HiringCard draft={draft} onDraftChange={setDraft} />
      </div>
      <WorkerListCard className="lg:col-span-12" />
    </div>
  );
}
