import {
  DND_DISPUTE_OUTCOMES,
  type TDndClockRow,
  type TDndDispute,
} from '@lanehub/shared/features/demurrage/demurrage.contract';
import type { dndTerms } from '../../db/schema';
import { headerBlock, heading, keyValueTable, lineTable, pdfDocument, renderPdf } from '../../platform/pdf/pdf';

// The dispute pack (issue 17): what a carrier's D&D desk needs to review a disputed charge — the
// container's discharge, gate-out and empty-return events with their times (as reported, with their
// offset) and sources, the free-time terms that apply, the computation per tier, and the billed
// charge beside the computed one. Rendered with the platform's PDF helper (pdfmake).

type Pack = {
  dispute: TDndDispute;
  companyName: string;
  events: Array<{
    event_code: string;
    empty_indicator: string | null;
    locode: string | null;
    event_at: string;
    event_offset: string;
    recorded_at: string;
    source: string;
    classifier: string;
  }>;
  terms: typeof dndTerms.$inferSelect | null;
  computation: TDndClockRow;
};

const EVENT_NAME: Record<string, string> = {
  DISC: 'Discharged (DISC)',
  GTOT: 'Gate-out (GTOT)',
  GTIN: 'Gate-in (GTIN)',
};

/** The time as reported: local clock time with its offset. */
const asReported = (at: string, offset: string) => {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  const local = new Date(new Date(at).getTime() + minutes * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} ${match ? offset : 'UTC'}`;
};
const utc = (at: string | null) => (at ? `${at.slice(0, 10)} ${at.slice(11, 16)} UTC` : null);

export const disputePackDocument = (pack: Pack) => {
  const { dispute, computation, terms } = pack;
  const clockName = dispute.clock === 'demurrage' ? 'Demurrage' : 'Detention';
  return pdfDocument({
    title: `D&D dispute ${dispute.container} ${clockName}`,
    subject: 'Demurrage and detention dispute pack',
    author: pack.companyName,
    content: [
      headerBlock(`${clockName} dispute`, pack.companyName, [
        dispute.container,
        `Order ${dispute.orderNumber}`,
        `Outcome: ${DND_DISPUTE_OUTCOMES[dispute.status]}`,
      ]),
      keyValueTable([
        ['Billed', `${dispute.billedAmount} ${dispute.billedCurrency}`],
        ['Computed', `${dispute.computedAmount} ${dispute.computedCurrency}`],
        ['Difference (billed − computed)', `${dispute.difference} ${dispute.billedCurrency}`],
        ['Carrier invoice', dispute.invoiceReference],
        ['Opened', utc(dispute.createdAt)],
        ['Decided', utc(dispute.decidedAt)],
        ['Days over free time', String(dispute.daysOver)],
        ['Note', dispute.note],
      ]),
      heading('Events (actual, from the order)'),
      lineTable(
        [
          { title: 'Event', value: (e) => EVENT_NAME[e.event_code] ?? e.event_code, bold: true },
          { title: 'Full / empty', value: (e) => e.empty_indicator },
          { title: 'Place', value: (e) => e.locode },
          { title: 'Event time (as reported)', value: (e) => asReported(e.event_at, e.event_offset) },
          { title: 'Recorded', value: (e) => utc(e.recorded_at) },
          { title: 'Source', value: (e) => `${e.source} (${e.classifier})` },
        ],
        pack.events,
        'No discharge, gate-out or gate-in events recorded for this container',
      ),
      heading('Free-time terms'),
      terms
        ? keyValueTable([
            ['Terms', terms.name],
            ['Clock', clockName],
            ['Port', terms.portLocode ?? 'Every port'],
            ['Contract / tariff', terms.contractReference],
            ['Free days', String(terms.freeDays)],
            ['Currency', terms.currency],
          ])
        : keyValueTable([['Terms', 'The terms have since been deleted; the computation below used them']]),
      heading('Computation'),
      keyValueTable([
        ['Clock started', utc(computation.startedAt)],
        ['Clock stopped', computation.endedAt ? utc(computation.endedAt) : 'Still running when the dispute was opened'],
        ['Free time ends', utc(computation.freeTimeEndsAt)],
        ['Days used (started 24 h)', String(computation.days)],
        ['Free days', String(computation.freeDays ?? '')],
        ['Days over', String(computation.daysOver)],
        ['Charge', `${computation.charge ?? ''} ${computation.currency ?? ''}`],
      ]),
      lineTable(
        [
          {
            title: 'Tier',
            value: (t) => (t.toDay === null ? `Day ${t.fromDay} and after` : `Days ${t.fromDay}–${t.toDay}`),
          },
          { title: 'Rate per day', align: 'right', value: (t) => `${t.rate} ${computation.currency ?? ''}` },
          { title: 'Days charged', align: 'right', value: (t) => String(t.days) },
          { title: 'Amount', align: 'right', bold: true, value: (t) => `${t.amount} ${computation.currency ?? ''}` },
        ],
        computation.tiers ?? [],
      ),
    ],
  });
};

export const renderDisputePack = (pack: Pack) => renderPdf(disputePackDocument(pack));
