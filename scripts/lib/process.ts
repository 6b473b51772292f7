// Process helpers shared by the embedded server's data-directory lock and the host's build lock.

/** Whether a process with this pid exists (on this machine). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
