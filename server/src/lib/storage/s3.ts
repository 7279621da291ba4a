import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { FileStorage } from './types.ts';

/**
 * Uploads in an S3-compatible bucket (AWS, MinIO, R2, Ceph...). Object keys carry the tenant
 * (`uploads/{tenant}/…`), and a key is only ever read for the tenant whose prefix it has.
 */
export function s3Storage(config: S3Config): FileStorage & { ensureBucket(): Promise<void>; client: S3Client } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where the API requires them: several S3-compatible servers reject the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const isOwn = (tenantId: number, key: string) => key.startsWith(`uploads/${tenantId}/`);
  const ownKey = (tenantId: number, key: string) => {
    if (!isOwn(tenantId, key)) throw new Error(`storage key ${key} is not tenant ${tenantId}'s`);
    return key;
  };
  return {
    kind: 's3',
    client,
    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch {
        await client.send(new CreateBucketCommand({ Bucket }));
      }
    },
    async put(tenantId, key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: ownKey(tenantId, key), Body: bytes }));
    },
    async get(tenantId, key) {
      if (!isOwn(tenantId, key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: ownKey(tenantId, key) }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(tenantId, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: ownKey(tenantId, key) }));
    },
  };
}
