import { customType } from 'drizzle-orm/pg-core';

/** Bytes: both drivers hand them over as a Buffer (db/database.ts sets the embedded database's parser). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
