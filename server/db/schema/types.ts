import { customType } from 'drizzle-orm/pg-core';

/** Postgres full-text document; only ever written by generated columns. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
