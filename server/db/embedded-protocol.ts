/** The messages between the embedded database's worker thread and the process (decision 0029). */

export interface EmbeddedWorkerData {
  dataDir?: string;
  /** A data directory dumped by `dumpDataDir` (tests start from one). */
  snapshot?: ArrayBuffer;
}

export type EmbeddedRequest = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes: number[]; transaction?: number }
  | { op: 'exec'; sql: string; transaction?: number }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }
);

export type EmbeddedResponse =
  | { id: number; ok: true; result?: unknown; ready?: true; notification?: { channel: string; payload: string } }
  | { id: number; ok: false; error: Record<string, unknown> };

export interface EmbeddedField {
  name: string;
  dataTypeID: number;
}

export interface EmbeddedResult<T = Record<string, unknown>> {
  rows: T[];
  fields: EmbeddedField[];
  affectedRows?: number;
}
