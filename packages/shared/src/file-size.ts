/** A file's size as a person reads it, in Chile's decimal comma: "850 KB", "1,4 MB" (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes.toLocaleString('es-CL', { maximumFractionDigits: megabytes < 10 ? 1 : 0 })} MB`;
}
