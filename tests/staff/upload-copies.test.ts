// With sized copies, each uploaded photo's copies are stored under sized/<width>/ next to
// it (after the photo, before the next one), and a failed upload removes them with the photos.
import { describe, expect, it } from 'vitest';
import { uploadImages, type PreparedImage, type SizedCopyMaker } from '~/data/vehicles';
import type { AppSupabase } from '~/data/supabase';

function fakeClient(failOn?: string): { client: AppSupabase; uploads: string[]; removed: string[] } {
  const uploads: string[] = [];
  const removed: string[] = [];
  const bucket = {
    upload: async (path: string) => {
      if (path === failOn) return { error: { message: 'The object exceeded the maximum allowed size' } };
      uploads.push(path);
      return { error: null };
    },
    getPublicUrl: (path: string) => ({
      data: { publicUrl: `https://api.test/storage/v1/object/public/vehicle-images/${path}` },
    }),
    remove: async (paths: string[]) => {
      removed.push(...paths);
      return { error: null };
    },
  };
  return { client: { storage: { from: () => bucket } } as unknown as AppSupabase, uploads, removed };
}

const photo = (): PreparedImage => ({ blob: new Blob(['x']), type: 'image/jpeg', extension: 'jpg' });
const copies: SizedCopyMaker = async () =>
  [400, 800].map((width) => ({ width, blob: new Blob(['c']), type: 'image/webp' }));

describe('uploadImages with sized copies', () => {
  it('stores each photo, then its copies; the URLs name the photos only', async () => {
    const { client, uploads } = fakeClient();
    const result = await uploadImages(client, [photo(), photo()], () => {}, 1_700_000_000_000, copies);
    const [a, b] = [uploads[0]!, uploads[3]!];
    expect(uploads).toEqual([a, `sized/400/${a}`, `sized/800/${a}`, b, `sized/400/${b}`, `sized/800/${b}`]);
    expect(result.urls).toEqual([a, b].map((p) => `https://api.test/storage/v1/object/public/vehicle-images/${p}`));
    expect(result.paths).toEqual(uploads);
  });

  it('a failed upload removes the photos and copies already stored', async () => {
    const first = fakeClient();
    await uploadImages(first.client, [photo(), photo()], () => {}, 1_700_000_000_000, copies);
    const secondPhoto = first.uploads[3]!;
    const { client, uploads, removed } = fakeClient(`sized/800/${secondPhoto}`);
    await expect(uploadImages(client, [photo(), photo()], () => {}, 1_700_000_000_000, copies)).rejects.toThrow(
      'The object exceeded the maximum allowed size',
    );
    expect(removed).toEqual(uploads);
    expect(removed).toHaveLength(5);
  });

  it('makes no copies when the site uses the render endpoint (null maker)', async () => {
    const { client, uploads } = fakeClient();
    await uploadImages(client, [photo()], () => {}, 1_700_000_000_000, null);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).not.toMatch(/^sized\//);
  });
});
