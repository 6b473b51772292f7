// subset-font ships no types; this is the part of its API (README, version 2.9) that scripts/fonts uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
    keepAllGlyphs?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
    preserveNameIds?: number[];
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: SubsetOptions): Promise<Buffer>;
}
