import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import type { UploadPolicy } from './file-storage';
import { fakePdf, pdfStream } from './storage-test-kit';

/**
 * Multipart uploads through the SDK's own mock (ADR 0029: s3rver accepts them but proves little about
 * parts and aborts). A large body goes up in parts of the configured size; a failed part aborts the upload.
 */
const POLICY: UploadPolicy = {
  maxBytes: 64 * 1024 * 1024,
  contentTypes: ['application/pdf'],
  tooLargeMessage: 'Demasiado grande.',
  wrongTypeMessage: 'Solo PDF.',
};
const PART = 5 * 1024 * 1024;
const s3 = mockClient(S3Client);
const storage = () =>
  createS3Storage({
    bucket: 'vitalia',
    region: 'us-east-1',
    forcePathStyle: true,
    client: new S3Client({}),
    partSizeBytes: PART,
  });

afterEach(() => s3.reset());

describe('S3: subida en partes', () => {
  it('sends a 12 MB file as three parts under the sniffed type and completes them in order', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'u-1' });
    s3.on(UploadPartCommand).callsFake((input: { PartNumber: number }) => ({
      ETag: `"e${input.PartNumber}"`,
    }));
    s3.on(CompleteMultipartUploadCommand).resolves({});
    const stored = await storage().put('videos', pdfStream(fakePdf(12 * 1024 * 1024)), POLICY);

    expect(stored).toMatchObject({ size: 12 * 1024 * 1024, contentType: 'application/pdf' });
    const created = s3.commandCalls(CreateMultipartUploadCommand)[0]?.args[0].input;
    expect(created).toMatchObject({ Bucket: 'vitalia', Key: stored.key, ContentType: 'application/pdf' });
    const parts = s3.commandCalls(UploadPartCommand).map((call) => call.args[0].input);
    expect(parts.map((part) => part.PartNumber).sort()).toEqual([1, 2, 3]);
    const completed = s3.commandCalls(CompleteMultipartUploadCommand)[0]?.args[0].input;
    expect(completed?.MultipartUpload?.Parts?.map((part) => part.PartNumber)).toEqual([1, 2, 3]);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('aborts the multipart upload when a part fails, so no parts are left behind', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'u-2' });
    s3.on(UploadPartCommand).rejects(new Error('conexión cortada'));
    s3.on(AbortMultipartUploadCommand).resolves({});
    await expect(storage().put('videos', pdfStream(fakePdf(12 * 1024 * 1024)), POLICY)).rejects.toThrow();
    expect(s3.commandCalls(AbortMultipartUploadCommand)[0]?.args[0].input).toMatchObject({ UploadId: 'u-2' });
    expect(s3.commandCalls(CompleteMultipartUploadCommand)).toHaveLength(0);
  });

  it('aborts when the body passes the size limit half-way, with the Spanish 413', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'u-3' });
    s3.on(UploadPartCommand).resolves({ ETag: '"e"' });
    s3.on(AbortMultipartUploadCommand).resolves({});
    const small = { ...POLICY, maxBytes: 11 * 1024 * 1024 };
    await expect(storage().put('videos', pdfStream(fakePdf(12 * 1024 * 1024)), small)).rejects.toMatchObject({
      statusCode: 413,
      message: 'Demasiado grande.',
    });
    expect(s3.commandCalls(CompleteMultipartUploadCommand)).toHaveLength(0);
    expect(s3.commandCalls(AbortMultipartUploadCommand)).toHaveLength(1);
  });
});
