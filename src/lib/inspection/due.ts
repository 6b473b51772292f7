// When a car is due for another inspection. Apart from the rest of the report's logic, so the staff
// list can tell which cars are due without loading the checklist.

/** A report older than this is due again. */
export const DUE_AFTER_DAYS = 90;
/** A report whose odometer is this far behind the car's mileage is due again. */
export const DUE_AFTER_KM = 1000;

export type DueReason = 'none' | 'never' | 'age' | 'mileage';

/** Whether a car needs another inspection: none published, older than 90 days, or driven 1,000 km since. */
export function dueReason(
  report: { inspectedOn: string; odometerKm: number } | null | undefined,
  mileage: number | null | undefined,
  today: Date,
): DueReason {
  if (!report) return 'never';
  const days = (today.getTime() - Date.parse(`${report.inspectedOn}T00:00:00Z`)) / 86_400_000;
  if (days > DUE_AFTER_DAYS) return 'age';
  if (mileage != null && mileage - report.odometerKm > DUE_AFTER_KM) return 'mileage';
  return 'none';
}
