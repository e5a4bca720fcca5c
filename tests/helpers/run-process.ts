import { spawn } from 'node:child_process';

/**
 * Runs `command` to its exit with `input` on its standard input, and resolves with its status and
 * output: awaited on the exit event, with no deadline of its own (a test's timeout, scaled by the
 * machine's slowness, is the only one).
 */
export function runToExit(
  command: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(command[0]!, command.slice(1), { cwd: opts.cwd, env: opts.env ?? process.env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.end(opts.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
