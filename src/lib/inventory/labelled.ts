// The live filters' choices as the inventory island receives them: each value with the label its
// dropdown shows, drawn at build time (./stock-options.ts), so the island only looks labels up.

/** Values of one filter with the label its dropdown shows, in the dropdown's order. */
export type Labelled = readonly (readonly [value: string, label: string])[];

/** A labelled list's label for a value; a value outside it (one typed into the address) as it is. */
export const labelOf = (list: Labelled): ((value: string) => string) => {
  const labels = new Map(list);
  return (value) => labels.get(value) ?? value;
};
