// `npm run --silent db:calendar`: prints the SQL that writes the showroom's opening hours and
// holidays (PUBLIC_DEALER_HOURS, PUBLIC_DEALER_HOLIDAYS of this environment) into a hosted project's
// private.dealer_calendar, for its SQL editor or psql. The local server writes them itself at start.
import { dealerCalendarOf, dealerCalendarSql } from '../supabase/app/dealer-calendar.ts';

try {
  process.stdout.write(dealerCalendarSql(dealerCalendarOf(process.env)));
} catch (e) {
  console.error(`Cannot read the dealer's calendar: ${(e as Error).message}`);
  process.exit(1);
}
