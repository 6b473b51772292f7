// The publishing policy over supabase-js (supabase/migrations/20261126500000_publishing_policy.sql).
import { z } from '~/lib/zod';
import { publishingPolicySchema, type PublishingPolicy } from '~/lib/staff/publishing';
import type { AppSupabase } from './supabase';

export async function fetchPublishingPolicy(client: AppSupabase): Promise<PublishingPolicy | null> {
  const { data, error } = await client.rpc('get_publishing_policy');
  if (error) throw new Error(error.message);
  return z.array(publishingPolicySchema).parse(data)[0] ?? null;
}

export async function savePublishingInterval(client: AppSupabase, seconds: number): Promise<void> {
  const { error } = await client.rpc('set_publishing_policy', { p_min_interval_seconds: seconds });
  if (error) throw new Error(error.message);
}

/** Sends what is pending to the host now; false when nothing was waiting. */
export async function publishNow(client: AppSupabase): Promise<boolean> {
  const { data, error } = await client.rpc('publish_pending_now');
  if (error) throw new Error(error.message);
  return z.boolean().parse(data);
}
