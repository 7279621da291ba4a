/**
 * Where upload bytes live, behind one interface so that every instance can serve every file
 * (docs/scaling.md §1). Keys are `uploads/{tenant}/{sha256}`: content-addressed per tenant, so a put
 * of bytes already stored is harmless and nothing is ever overwritten with something else.
 */
export type FileStorage = {
  readonly kind: 'database' | 's3';
  /** Stores `bytes` under `key` (idempotent). */
  put(tenantId: number, key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there are none (or they belong to another tenant). */
  get(tenantId: number, key: string): Promise<Buffer | null>;
  delete(tenantId: number, key: string): Promise<void>;
};

/** The key of an upload: the tenant's folder, then the content hash. */
export const uploadKey = (tenantId: number, sha256: string) => `uploads/${tenantId}/${sha256}`;
