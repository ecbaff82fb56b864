import { Construction } from 'lucide-react';
import { Card } from './Card';

/** Temporary body of a page that is being built: replace it with the page's cards. */
export function PageStub({ title }: { title: string }) {
  return (
    <Card title={title} icon={<Construction aria-hidden />}>
      <p className="text-sm text-ink-muted">{title} — being built</p>
    </Card>
  );
}
