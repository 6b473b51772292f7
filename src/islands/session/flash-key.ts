// Shared by flash.ts and the Logout slot's vanilla script (which must not pull in zod).
export const FLASH_KEY = 'mewah:flash';
/** Pages whose islands mount their own toaster mark their root with this attribute. */
export const TOASTER_PAGE_ATTR = 'data-has-toaster';
