import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { procStatFields } from '../platform/data-dir-lock';
import { freePort } from './free-port';

/**
 * A throw-away PostgreSQL cluster of the test's own (its own directory and port), so a test can
 * stop, restart or freeze it without touching the shared server. `undefined` from `find` means
 * this machine has no PostgreSQL binaries; the caller skips with that reason.
 */
export class PostgresCluster {
  private constructor(
    private readonly bin: string,
    private readonly folder: string,
    readonly port: number,
  ) {}

  static binaries(): string | undefined {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return undefined;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    return versions.map((version) => path.join(root, version, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
  }

  static async create(bin: string): Promise<PostgresCluster> {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-pg-'));
    const cluster = new PostgresCluster(bin, folder, await freePort());
    try {
      // PostgreSQL refuses to run as root; the packaged `postgres` account runs it instead.
      if (process.getuid?.() === 0) {
        const { uid, gid } = postgresAccount();
        chownSync(folder, uid, gid);
      }
      chmodSync(folder, 0o700);
      cluster.run('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
      cluster.start();
      return cluster;
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
  }

  get dataDir(): string {
    return path.join(this.folder, 'data');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  start(): void {
    const settings = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${this.folder} -c fsync=off`;
    this.run('pg_ctl', ['-D', this.dataDir, '-o', settings, '-l', path.join(this.folder, 'log'), '-w', '-t', '60', 'start']);
  }

  /** Like a crash or `kill -9`: no checkpoint, every connection cut at once. */
  stop(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
  }

  /** SIGSTOP (freeze) or SIGCONT the postmaster and every backend: a server that stops answering. */
  signalAll(signal: 'SIGSTOP' | 'SIGCONT'): void {
    for (const pid of this.processes()) {
      try {
        process.kill(pid, signal);
      } catch {
        // gone meanwhile
      }
    }
  }

  async destroy(): Promise<void> {
    try {
      this.signalAll('SIGCONT');
      if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) this.stop();
    } finally {
      rmSync(this.folder, { recursive: true, force: true });
    }
  }

  private processes(): number[] {
    const pidFile = path.join(this.dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return [];
    const postmaster = Number.parseInt(readFileSync(pidFile, 'utf8'), 10);
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      // Field 4 of /proc/PID/stat is the parent.
      .filter((entry) => Number(procStatFields(entry)?.[1]) === postmaster)
      .map(Number);
    return [postmaster, ...children];
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(this.bin, tool);
    const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 90_000 });
  }
}

function postgresAccount(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('running as root, and there is no postgres account to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
