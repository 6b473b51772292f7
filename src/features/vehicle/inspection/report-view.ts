// What the vehicle page's inspection report says, as display strings in the page's language: the
// summary line, the Fail and Attention findings first (with notes, measurements and photos), then
// every section's items. Pure, so tests read the report's words without rendering it; the report is
// prebuilt HTML (InspectionReport.astro) and needs no JavaScript.
import { dictFor, fmt } from '~/i18n';
import { formatMileage } from '~/lib/format';
import { sectionsFor, type MeasureUnit } from '~/lib/inspection/checklist';
import {
  formatInspectionDate,
  summaryOf,
  type InspectionReport,
  type InspectionState,
  type ItemResult,
} from '~/lib/inspection/report';
import type { Lang } from '~/lib/paths';

export interface ItemView {
  key: string;
  label: string;
  state: InspectionState;
  stateLabel: string;
  /** Plain text, printed as text (never markup). */
  note: string;
  measured: string;
  photos: { src: string; alt: string }[];
}

const measure = (value: number | undefined, unit: MeasureUnit | undefined): string =>
  value === undefined ? '' : `${value}${unit === '%' ? '%' : ` ${unit ?? ''}`.trimEnd()}`;

export function inspectionView(report: InspectionReport, origin: string | null, lang: Lang) {
  const t = dictFor(lang);
  const s = summaryOf(report);
  const item = (key: string, label: string, unit: MeasureUnit | undefined, r: ItemResult | undefined): ItemView => {
    const state = r?.state ?? 'not_inspected';
    const value = measure(r?.value, unit);
    return {
      key,
      label,
      state,
      stateLabel: t[`inspection.state.${state}`],
      note: (r?.note ?? '').trim(),
      measured: value ? fmt(t['inspection.measured'], { value }) : '',
      photos: (r?.photos ?? []).map((src) => ({ src, alt: fmt(t['inspection.photo'], { item: label }) })),
    };
  };
  const name = fmt(t[report.inspectorKind === 'in_house' ? 'inspection.inHouse' : 'inspection.thirdParty'], {
    name: report.inspectorName,
  });
  const attention =
    s.attention === 0
      ? t['inspection.noAttention']
      : s.attention === 1
        ? t['inspection.attentionOne']
        : fmt(t['inspection.attentionMany'], { n: s.attention });
  const summary = [
    fmt(t['inspection.points'], { n: s.checked }),
    attention,
    ...(s.fail ? [fmt(t['inspection.failed'], { n: s.fail })] : []),
    fmt(t['inspection.by'], { date: formatInspectionDate(report.inspectedOn, lang), name }),
  ].join(' · ');
  return {
    summary,
    inspectedOn: report.inspectedOn,
    odometer: fmt(t['inspection.odometer'], { km: formatMileage(report.odometerKm) }),
    auction:
      report.auctionOverall && report.auctionInterior
        ? fmt(t['inspection.auction'], { overall: report.auctionOverall, interior: report.auctionInterior })
        : '',
    findings: s.findings.map((f) => ({
      ...item(f.item.key, f.item[lang], f.item.unit, f.result),
      section: f.section[lang],
    })),
    sections: sectionsFor(origin).map((sec) => {
      const items = sec.items.map((i) => item(i.key, i[lang], i.unit, report.items[i.key]));
      const flagged = items.filter((i) => i.state === 'attention' || i.state === 'fail').length;
      return {
        key: sec.key,
        label: sec[lang],
        points: fmt(t['certified.sectionPoints'], { n: items.length }),
        flagged:
          flagged === 0
            ? ''
            : flagged === 1
              ? t['inspection.attentionOne']
              : fmt(t['inspection.attentionMany'], { n: flagged }),
        items,
      };
    }),
  };
}
export type InspectionView = ReturnType<typeof inspectionView>;
