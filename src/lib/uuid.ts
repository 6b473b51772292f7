// A UUID as Postgres writes it (lower case): the ids /compare takes, the index packs and the compare
// tray checks. Dependency-free, for the smallest scripts.
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isCanonicalUuid = (id: string): boolean => CANONICAL_UUID.test(id);
