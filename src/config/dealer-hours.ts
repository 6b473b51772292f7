// The showroom's opening hours and closed dates alone (PUBLIC_DEALER_HOURS, PUBLIC_DEALER_HOLIDAYS):
// what the lead forms' days and the staff's lead clock need, without the rest of ./dealer.ts, so the
// staff inbox carries only these two settings' parsers.
import { PUBLIC_DEALER_HOLIDAYS, PUBLIC_DEALER_HOURS } from 'astro:env/client';
import { parseHolidays, parseOpeningHours } from './dealer-settings';

export const dealerHours = parseOpeningHours(PUBLIC_DEALER_HOURS);
/** Closed dates beyond the weekly hours (public holidays), `YYYY-MM-DD`. */
export const dealerHolidays = parseHolidays(PUBLIC_DEALER_HOLIDAYS);
