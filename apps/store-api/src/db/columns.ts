import { customType } from 'drizzle-orm/pg-core';

/** Bytes, as a Buffer from either driver (node-postgres answers Buffers, PGlite Uint8Arrays). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
