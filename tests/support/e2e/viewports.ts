// The two widths the public specs check a layout at: a phone's and a desktop's.
export const WIDTHS = [390, 1440] as const;
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1440, height: 900 };
export const size = (width: number) => (width < 600 ? phone : desktop);
