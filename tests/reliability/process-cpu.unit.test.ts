import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { endedChildrenCpuMs, ownCpuMs, parseStat, treeCpuMs } from './process-cpu.ts';

describe('a process’s CPU time from /proc', () => {
  it('reads the parent, the user and system ticks and the start after a command name holding spaces and parentheses', () => {
    const line = '4242 (node (server) x) S 4200 4242 4200 0 -1 4194304 100 0 0 0 730 120 0 0 20 0 11 0 5000 1000 500';
    expect(parseStat(line)).toEqual({ pid: 4242, ppid: 4200, ticks: 850, start: 5000 });
    expect(parseStat('garbage')).toBeNull();
  });

  it('counts the CPU of the processes below the one named, as a wrapper’s server', async () => {
    // A child that burns 300 ms of its own CPU (by its clock, not the wall's, which a busy machine
    // stretches), then says so and waits to be stopped.
    const child = spawn(
      process.execPath,
      ['-e', 'while (process.cpuUsage().user < 300_000); console.log("done"); setTimeout(() => {}, 10_000)'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    try {
      await once(child.stdout, 'data');
      // Own time first: this process keeps working while /proc is read, and the tree counts that too.
      const own = ownCpuMs();
      const tree = treeCpuMs(process.pid);
      expect(tree).not.toBeNull();
      // This process's own time plus the child's: at least the 300 ms it burned, less a tick's rounding.
      expect((tree as number) - own).toBeGreaterThanOrEqual(250);
      expect(treeCpuMs(child.pid)).toBeGreaterThanOrEqual(250);
    } finally {
      child.kill();
    }
  });

  it('knows no CPU of a process it cannot find', () => {
    expect(treeCpuMs(undefined)).toBeNull();
    expect(treeCpuMs(2 ** 30)).toBeNull();
  });

  it('counts the CPU of a command that ran to its end', () => {
    const before = endedChildrenCpuMs();
    spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 300_000);'], { stdio: 'ignore' });
    expect(endedChildrenCpuMs() - before).toBeGreaterThanOrEqual(250);
  });
});
