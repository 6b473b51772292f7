// The type generator's template (scripts/gen-types/generate.ts) on a small catalog: the shapes
// `supabase gen types typescript` gives identity, generated, defaulted and nullable columns,
// foreign keys, overloaded and set-returning functions, enums and composite types.
import { describe, expect, it } from 'vitest';
import { typesSource, type Catalog } from '../../scripts/gen-types/generate.ts';

const col = (relid: number, name: string, type: string, more: Partial<Catalog['columns'][number]> = {}) => ({
  relid,
  name,
  type,
  nullable: false,
  has_default: false,
  identity: '',
  generated: '',
  ...more,
});

const catalog: Catalog = {
  relations: [
    { oid: 2, name: 'notes', kind: 'r' },
    { oid: 1, name: 'cars', kind: 'r' },
    { oid: 3, name: 'car_names', kind: 'v' },
  ],
  columns: [
    col(1, 'id', 'int8', { identity: 'a' }),
    col(1, 'name', 'text'),
    col(1, 'tags', '_text', { has_default: true }),
    col(1, 'colour', 'colour', { nullable: true }),
    col(1, 'slug', 'text', { generated: 's' }),
    col(2, 'car_id', 'int8'),
    col(2, 'body', 'jsonb', { nullable: true }),
    col(3, 'name', 'text', { nullable: true }),
    col(4, 'x', 'float8'),
    col(4, 'y', 'float8'),
  ],
  functions: [
    {
      name: 'find',
      arg_names: ['p_name', 'p_limit'],
      arg_modes: null,
      arg_types: ['text', 'int4'],
      in_types: ['text', 'int4'],
      defaults: 1,
      returns: 'cars',
      returns_set: true,
      returns_relid: 1,
    },
    {
      name: 'counts',
      arg_names: ['n'],
      arg_modes: ['t'],
      arg_types: ['int8'],
      in_types: [],
      defaults: 0,
      returns: 'record',
      returns_set: true,
      returns_relid: 0,
    },
    {
      name: 'ping',
      arg_names: null,
      arg_modes: null,
      arg_types: [],
      in_types: [],
      defaults: 0,
      returns: 'void',
      returns_set: false,
      returns_relid: 0,
    },
    {
      name: 'unnamed',
      arg_names: null,
      arg_modes: null,
      arg_types: ['text', 'text'],
      in_types: ['text', 'text'],
      defaults: 0,
      returns: 'bool',
      returns_set: false,
      returns_relid: 0,
    },
  ],
  foreignKeys: [
    {
      name: 'notes_car_id_fkey',
      relation: 'notes',
      columns: ['car_id'],
      referenced_relation: 'cars',
      referenced_columns: ['id'],
      one_to_one: false,
    },
  ],
  types: [
    { name: 'colour', kind: 'e', relid: 0, labels: ['red', 'blue'] },
    { name: 'point2', kind: 'c', relid: 4, labels: null },
  ],
};

const squashed = (s: string): string => s.replace(/\s+/g, ' ');

describe('typesSource', () => {
  const text = squashed(typesSource(catalog));

  it('writes tables in name order with columns in name order, and Row, Insert and Update as the CLI does', () => {
    expect(text.indexOf('"cars": {')).toBeLessThan(text.indexOf('"notes": {'));
    expect(text).toContain(
      `"cars": { Row: { "colour": Database["public"]['Enums']["colour"] | null; "id": number; "name": string; "slug": string; "tags": (string)[] }; ` +
        `Insert: { "colour"?: Database["public"]['Enums']["colour"] | null; "id"?: never; "name": string; "slug"?: never; "tags"?: (string)[] }; ` +
        `Update: { "colour"?: Database["public"]['Enums']["colour"] | null; "id"?: never; "name"?: string; "slug"?: never; "tags"?: (string)[] }; Relationships: [] }`,
    );
  });

  it('lists foreign keys as Relationships and views with their Row only', () => {
    expect(text).toContain(
      'Relationships: [{ foreignKeyName: "notes_car_id_fkey"; columns: ["car_id"]; isOneToOne: false; referencedRelation: "cars"; referencedColumns: ["id"] }]',
    );
    expect(text).toContain('Views: { "car_names": { Row: { "name": string | null }; Relationships: [] } }');
  });

  it('types functions: defaulted arguments optional, no arguments never, tables and rows returned, unnamed ones left out', () => {
    expect(text).toContain('"counts": { Args: never; Returns: { "n": number }[] }');
    expect(text).toContain(
      '"find": { Args: { "p_name": string; "p_limit"?: number }; Returns: { "colour": Database["public"][\'Enums\']["colour"] | null; "id": number; "name": string; "slug": string; "tags": (string)[] }[] }',
    );
    expect(text).toContain('"ping": { Args: never; Returns: undefined }');
    expect(text).not.toContain('"unnamed"');
  });

  it('writes enums, composite types and the Constants object', () => {
    expect(text).toContain('Enums: { "colour": "red" | "blue" }');
    expect(text).toContain('CompositeTypes: { "point2": { "x": number | null; "y": number | null } }');
    expect(text).toContain('"public": { Enums: { "colour": ["red", "blue"] } }');
  });
});
