import { customType } from "drizzle-orm/pg-core";

/** Binary bytes in a row (archives, voice samples): small enough to keep next to their metadata. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return "bytea";
  },
});
