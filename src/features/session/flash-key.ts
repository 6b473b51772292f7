// Shared by flash.ts, notify.ts, BaseLayout and the Logout slot's vanilla script (which must not pull in zod).
export const FLASH_KEY = 'mewah:flash';
/** BaseLayout's element that holds the page's one toaster (mounted on first use by notify.ts). */
export const TOASTER_HOST_ATTR = 'data-toaster-host';
