import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';

/**
 * One bucket in memory behind every S3Client of this process (the SDK's own mock): what two app instances
 * share when both point STORAGE_URL at it. It answers the calls the storage and `@tus/s3-store` make,
 * with S3's error names for what is missing. s3rver cannot stand in here: it has no ListParts, which tus
 * asks on every resume.
 */
type StoredObject = { body: Buffer; metadata?: Record<string, string>; contentType?: string };

async function bytesOf(body: unknown): Promise<Buffer> {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array | string>)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A body as the SDK gives it: a stream that can also be read whole. */
function sdkBody(bytes: Buffer) {
  return Object.assign(Readable.from([bytes]), {
    transformToString: async (encoding: BufferEncoding = 'utf8') => bytes.toString(encoding),
    transformToByteArray: async () => new Uint8Array(bytes),
  });
}

function s3Error(name: string, status: number) {
  return Object.assign(new Error(name), { name, Code: name, $metadata: { httpStatusCode: status } });
}

const etagOf = (bytes: Buffer) => `"${crypto.createHash('md5').update(bytes).digest('hex')}"`;

export function inMemoryS3() {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const s3 = mockClient(S3Client);
  const found = (key: string | undefined) => {
    const object = objects.get(key ?? '');
    if (!object) throw s3Error('NoSuchKey', 404);
    return object;
  };
  const upload = (id: string | undefined) => {
    const known = uploads.get(id ?? '');
    if (!known) throw s3Error('NoSuchUpload', 404);
    return known;
  };

  s3.on(PutObjectCommand).callsFake(async (input) => {
    const body = await bytesOf(input.Body);
    objects.set(input.Key, { body, metadata: input.Metadata, contentType: input.ContentType });
    return { ETag: etagOf(body) };
  });
  s3.on(GetObjectCommand).callsFake(async (input) => {
    const object = found(input.Key);
    const range = /^bytes=(\d+)-(\d*)$/.exec(input.Range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Number(range[2]) : object.body.length - 1;
    const bytes = object.body.subarray(start, end + 1);
    return {
      Body: sdkBody(bytes),
      ContentLength: bytes.length,
      ContentType: object.contentType,
      Metadata: object.metadata,
      ...(range ? { ContentRange: `bytes ${start}-${end}/${object.body.length}` } : {}),
    };
  });
  s3.on(HeadObjectCommand).callsFake(async (input) => {
    const object = objects.get(input.Key);
    if (!object) throw s3Error('NotFound', 404);
    return {
      ContentLength: object.body.length,
      ContentType: object.contentType,
      Metadata: object.metadata,
      ETag: etagOf(object.body),
    };
  });
  s3.on(DeleteObjectCommand).callsFake(async (input) => {
    objects.delete(input.Key);
    return {};
  });
  s3.on(DeleteObjectsCommand).callsFake(async (input) => {
    for (const { Key } of input.Delete?.Objects ?? []) objects.delete(Key ?? '');
    return { Deleted: input.Delete?.Objects ?? [] };
  });
  s3.on(ListObjectsV2Command).callsFake(async (input) => ({
    Contents: [...objects]
      .filter(([key]) => key.startsWith(input.Prefix ?? ''))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([Key, object]) => ({ Key, Size: object.body.length, LastModified: new Date() })),
    IsTruncated: false,
  }));
  s3.on(CreateMultipartUploadCommand).callsFake(async (input) => {
    const UploadId = crypto.randomUUID();
    uploads.set(UploadId, { key: input.Key, parts: new Map() });
    return { UploadId, Key: input.Key, Bucket: input.Bucket };
  });
  s3.on(UploadPartCommand).callsFake(async (input) => {
    const body = await bytesOf(input.Body);
    upload(input.UploadId).parts.set(input.PartNumber, body);
    return { ETag: etagOf(body) };
  });
  s3.on(ListPartsCommand).callsFake(async (input) => ({
    Parts: [...upload(input.UploadId).parts]
      .sort(([a], [b]) => a - b)
      .filter(([number]) => number > Number(input.PartNumberMarker ?? 0))
      .map(([PartNumber, body]) => ({ PartNumber, Size: body.length, ETag: etagOf(body) })),
    IsTruncated: false,
  }));
  s3.on(CompleteMultipartUploadCommand).callsFake(async (input) => {
    const { key, parts } = upload(input.UploadId);
    const chosen = input.MultipartUpload?.Parts ?? [];
    const body = Buffer.concat(
      chosen.map((part: { PartNumber?: number }) => parts.get(part.PartNumber ?? 0) ?? Buffer.alloc(0)),
    );
    objects.set(key, { body });
    uploads.delete(input.UploadId ?? '');
    return { Key: key, ETag: etagOf(body) };
  });
  s3.on(AbortMultipartUploadCommand).callsFake(async (input) => {
    uploads.delete(input.UploadId ?? '');
    return {};
  });
  s3.on(ListMultipartUploadsCommand).resolves({ Uploads: [] });

  return {
    objects,
    /** Multipart uploads begun and not yet completed or aborted. */
    openUploads: () => uploads.size,
    restore: () => s3.restore(),
  };
}
