import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Temporary folders of this process's tools (ffmpeg's renditions, a PDF's pages), named after the process,
 * so the folders of one that died (kill -9 in the middle of a 120 MB ladder, issue 43 §5) are found and
 * removed at the next start, while those of another live instance on the machine are left alone.
 */
const PREFIX = 'vitalia-work-';

/** A new folder for one piece of work, `kind` saying what for (it shows in `ls /tmp`). */
export function workFolder(kind: string): Promise<string> {
  return fs.promises.mkdtemp(path.join(os.tmpdir(), `${PREFIX}${process.pid}-${kind}-`));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes the work folders of processes that are gone; answers how many bytes that gave back. */
export async function removeDeadWorkFolders(root = os.tmpdir()): Promise<number> {
  let freed = 0;
  for (const name of await fs.promises.readdir(root).catch(() => [] as string[])) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length).split('-')[0]);
    if (!Number.isSafeInteger(pid) || (pid !== process.pid && alive(pid))) continue;
    const folder = path.join(root, name);
    for (const entry of await fs.promises
      .readdir(folder, { recursive: true, withFileTypes: true })
      .catch(() => []))
      if (entry.isFile())
        freed += (await fs.promises.stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 })))
          .size;
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
  return freed;
}

/**
 * How a tool is started so that it dies with this process (issue 43 §5): util-linux's `setpriv --pdeathsig`
 * asks the kernel to send it SIGKILL when its parent ends, kill -9 included; without setpriv (not Linux) the
 * tool runs as is and a killed server can leave it running until it finishes.
 *
 * The request is made after the fork: a server killed in between never signals the tool, which the kernel
 * has already handed to another parent. So, once asked, a shell checks that its parent is still the one that
 * started it (`$PPID`, read after the request) before it becomes the tool; otherwise it ends at once.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((candidate) => fs.existsSync(candidate));

/** Ends as a killed process would (137) unless its parent is `$1`; then becomes the rest of its arguments. */
const STILL_PARENTED = '[ "$PPID" = "$1" ] || exit 137; shift; exec "$@"';

export function diesWithParent(
  parentPid: number | string,
  command: string,
  args: string[],
): [string, string[]] {
  return SETPRIV
    ? [
        SETPRIV,
        [
          '--pdeathsig',
          'KILL',
          '--',
          '/bin/sh',
          '-c',
          STILL_PARENTED,
          'sh',
          String(parentPid),
          command,
          ...args,
        ],
      ]
    : [command, args];
}

/** A tool this process starts, as `diesWithParent` makes it. */
export const diesWithServer = (command: string, args: string[]): [string, string[]] =>
  diesWithParent(process.pid, command, args);
