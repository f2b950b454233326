import type { AttachmentResponse } from '@vitalia/shared/conversations';
import { uploadForm, type UploadProgress } from '@/lib/upload';

/**
 * A photo or PDF for the next message of a thread, with progress (a phone's photo over 4G takes a while).
 * The server decides what the file is by its bytes.
 */
export function uploadAttachment(
  conversationId: number,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<AttachmentResponse> {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<AttachmentResponse>(`/conversations/${conversationId}/attachments`, form, options);
}
