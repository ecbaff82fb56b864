import type { LucideIcon } from 'lucide-react';
import { Badge } from './Badge';

export interface ComingSoonProps {
  icon: LucideIcon;
  title: string;
  /** One sentence about what the page will hold. */
  description: string;
}

/** A placeholder page for a planned feature (spec: 'placeholder, coming soon'). */
export function ComingSoon({ icon: Icon, title, description }: ComingSoonProps) {
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex max-w-xl flex-col items-center rounded-xl border border-dashed border-line bg-panel/60 px-6 py-14 text-center"
    >
      <div className="mb-5 grid size-16 place-items-center rounded-2xl border border-amber-500/30 bg-amber-500/10 text-accent">
        <Icon aria-hidden className="size-8" />
      </div>
      <Badge tone="warning">Coming soon</Badge>
      <h2 id="coming-soon-title" className="mt-3 text-xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-muted">{description}</p>
    </section>
  );
}
