import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The manifest is the archive's first entry, so a listing reads it without unpacking the rest. */
export const MANIFEST_FILE = 'manifest.json';
export const ARCHIVE_SUFFIX = '.tar.gz';

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, { error: 'not a table or column name' });
/** Paths inside the archive: relative, no `..`, nothing but what the writer makes. */
const archivePath = z.string().regex(/^(database|uploads|settings)\/[A-Za-z0-9._/-]+$/).refine((value) => !value.split('/').includes('..'));

export const manifestSchema = z.object({
  format: z.literal('shipyard-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.object({
    /** The engine it was dumped from; either restores into either (one format, decision 0027). */
    kind: z.enum(['pglite', 'postgres']),
    /** The last migration applied to the dumped database: the schema its rows have. */
    migration: z.object({ tag: z.string(), index: z.number().int().min(0) }),
  }),
  /** In load order (foreign keys first); each file holds one JSON object per row. */
  tables: z.array(z.object({ name: identifier, file: archivePath, columns: z.array(identifier), rows: z.number().int().min(0) })),
  /** Tables that triggers fill as rows arrive (counters, search words): counted, not dumped. */
  derivedTables: z.record(z.string(), z.number().int().min(0)),
  uploads: z.object({
    storage: z.enum(['local', 's3']),
    /** False for S3 without --include-s3: the files stay in the bucket and are only listed. */
    included: z.boolean(),
    files: z.array(z.object({ key: z.string(), bytes: z.number().int().min(0) })),
  }),
  settings: z.object({
    /** 'included': DATA_DIR/session-secret is in the archive; 'environment': SESSION_SECRET is set, not archived. */
    sessionSecret: z.enum(['included', 'environment']),
  }),
  /** Every other file of the archive with its SHA-256, checked before a restore touches anything. */
  files: z.record(archivePath, z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) })),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function appVersion(): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
}
