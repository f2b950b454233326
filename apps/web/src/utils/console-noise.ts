// SPEC §8: noisy console messages from browser extensions are filtered out so real errors stand out.
const EXTENSION_NOISE = [
  /chrome-extension:\/\//,
  /moz-extension:\/\//,
  /Extension context invalidated/,
  /runtime\.lastError/,
];

export function installConsoleNoiseFilter(): void {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = args
      .map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack ?? ''}` : String(arg)))
      .join(' ');
    if (EXTENSION_NOISE.some((pattern) => pattern.test(text))) return;
    original(...args);
  };
}
