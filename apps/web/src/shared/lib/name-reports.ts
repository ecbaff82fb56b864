import type { NameReportReason } from '@forgeworks/contract';

/** Why a name is reported, in the words the reporter picks from and the operator reads. */
export const NAME_REPORT_REASON_LABELS: Record<NameReportReason, string> = {
  OFFENSIVE: 'Offensive or hateful',
  IMPERSONATION: 'Pretends to be someone else',
  ADVERTISING: 'Advertising or a link',
  OTHER: 'Something else',
};

export const NAME_REPORT_REASONS = Object.keys(NAME_REPORT_REASON_LABELS) as NameReportReason[];
