import type { Readable } from 'node:stream';
import { Readable as ReadableStream } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FILE_MESSAGES } from '@vitalia/shared/messages/general';
import { AppError } from '../../../lib/app-error';
import { contentDisposition } from './content-disposition';
import type { ByteRange, FileStat, FileStorage } from './file-storage';
import { assertSafeKey, assertSafePrefix, checkUpload, contentTypeOf, newKey } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Any S3-compatible endpoint (MinIO, R2, Spaces…); absent means AWS itself. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Part size of a multipart upload; two parts are in memory at most. */
  partSizeBytes?: number;
  /** A client of the caller's (tests use the SDK's mock). */
  client?: S3Client;
}

/** `s3://bucket?endpoint=https://…&region=…&path_style=true` → options; credentials come from the SDK chain. */
export function parseS3Url(url: string): S3StorageOptions {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || !parsed.hostname)
    throw new Error('STORAGE_URL: se esperaba s3://bucket?endpoint=…&region=…');
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  return {
    bucket: parsed.hostname,
    endpoint,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    // Self-hosted stores rarely have a DNS name per bucket; AWS itself prefers virtual hosts.
    forcePathStyle: (parsed.searchParams.get('path_style') ?? (endpoint ? 'true' : 'false')) === 'true',
  };
}

/** Bytes `range.start`..`range.end` of a stream that starts at byte `position`; closed once past the end. */
function sliceOf(source: Readable, range: ByteRange, sourceStart: number): Readable {
  async function* slice() {
    let position = sourceStart;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        const from = Math.max(0, range.start - position);
        const to = Math.min(chunk.length, range.end + 1 - position);
        if (to > from) yield chunk.subarray(from, to);
        position += chunk.length;
        if (position > range.end) break;
      }
    } finally {
      source.destroy();
    }
  }
  return ReadableStream.from(slice());
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Any S3-compatible store: every instance sees every file, and links are the store's own presigned URLs. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client =
    options.client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
  const Bucket = options.bucket;

  const statOf = async (key: string): Promise<FileStat | null> => {
    assertSafeKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? contentTypeOf(key),
        etag: head.ETag ?? `"${key}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',

    async put(folder, body, policy) {
      const upload = await checkUpload(body, policy);
      const key = newKey(folder, upload.extension);
      const transfer = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: ReadableStream.from(upload.chunks),
          ContentType: upload.contentType,
        },
        partSize: options.partSizeBytes ?? 8 * 1024 * 1024,
        queueSize: 2,
        // A failed multipart upload is aborted, so no parts are left behind to bill for.
        leavePartsOnError: false,
      });
      await transfer.done();
      return { key, size: upload.size(), contentType: upload.contentType };
    },

    async write(key, body) {
      assertSafeKey(key);
      let size = 0;
      const counted = ReadableStream.from(
        (async function* () {
          for await (const chunk of body as AsyncIterable<Buffer>) {
            size += chunk.length;
            yield chunk;
          }
        })(),
      );
      const transfer = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: contentTypeOf(key) },
        partSize: options.partSizeBytes ?? 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await transfer.done();
      return { key, size, contentType: contentTypeOf(key) };
    },

    stat: statOf,

    async read(key, range) {
      assertSafeKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = answer.Body as Readable;
        if (!range) return body;
        // Some S3-compatible stores answer more than the range asked (s3rver reads bytes=0-0 as "from 0 to
        // the end"): the caller still gets exactly the bytes it asked for, and the rest is never read.
        const sent = /^bytes (\d+)-(\d+)\//.exec(answer.ContentRange ?? '');
        const sentStart = sent ? Number(sent[1]) : 0;
        const sentEnd = sent ? Number(sent[2]) : Number.POSITIVE_INFINITY;
        return sentStart === range.start && sentEnd === range.end ? body : sliceOf(body, range, sentStart);
      } catch (error) {
        if (isMissing(error)) throw AppError.notFound(FILE_MESSAGES.notFound);
        throw error;
      }
    },

    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix) {
      assertSafePrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield {
            key: item.Key,
            size: item.Size ?? 0,
            contentType: contentTypeOf(item.Key),
            etag: item.ETag ?? `"${item.Key}"`,
            lastModified: item.LastModified ?? new Date(0),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async signedUrl(key, { ttlSeconds, disposition = 'inline', filename }) {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(disposition, filename),
        ResponseContentType: contentTypeOf(key),
      });
      return getSignedUrl(client, command, { expiresIn: Math.max(1, Math.floor(ttlSeconds)) });
    },
  };
}
