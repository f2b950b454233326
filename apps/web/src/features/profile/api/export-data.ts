import { useMutation } from '@tanstack/react-query';
import type { DataExport } from '@vitalia/shared/profile';
import { api, generalMessage } from '@/lib/api-client';

/** The file's name, as the server's attachment header names it. */
export const exportFileName = (data: DataExport) => `vitalia-mis-datos-${data.account.id}.json`;

/**
 * Fetches her data as JSON and hands it to the browser as a download, so the screen can say while it is
 * prepared and whether it worked (a plain link gives no feedback and fails silently).
 */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<DataExport>('/users/export-data');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(data);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the object URL is no longer needed once it has.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

export const useDownloadMyData = () =>
  useMutation({
    mutationFn: async () => {
      try {
        await downloadMyData();
      } catch (error) {
        throw new Error(error instanceof Error ? generalMessage(error) : String(error));
      }
    },
  });
