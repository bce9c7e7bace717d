import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: Params;
  error?: { message: string };
  sessionId?: string;
}

/**
 * The switches Playwright starts Chromium with that bear on a page's speed (its chromiumSwitches
 * and headless ones): no background throttling or networking, no extensions, a mouse's fine pointer
 * and hover, as under Playwright, which drove these traces before.
 */
const SWITCHES = [
  '--headless',
  '--no-sandbox',
  '--disable-field-trial-config',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-component-extensions-with-background-pages',
  '--disable-component-update',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-renderer-backgrounding',
  '--force-color-profile=srgb',
  '--metrics-recording-only',
  '--no-first-run',
  '--password-store=basic',
  '--use-mock-keychain',
  '--no-service-autorun',
  '--disable-sync',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];

/**
 * Chromium driven over the DevTools protocol on a pipe, with only the domains a trace needs.
 *
 * Why not Playwright, as the browser suites use: Playwright enables the `Runtime` domain on every
 * page, and with it V8 records a detailed stack for every `Error` object created, reading the source
 * positions of each function on the stack, which V8 otherwise never computes. React DOM creates five
 * such objects while its module is evaluated, so under Playwright that evaluation re-parsed the
 * whole entry: 60–85 ms of the 75–110 ms the entry's evaluation took at 4× CPU, work no phone does.
 * A trace of a page should hold only what a visitor's browser does.
 */
export class PipeBrowser {
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Set<(message: Message) => void>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly input: Writable;

  private constructor(
    private readonly process: ChildProcess,
    private readonly userDataDir: string,
  ) {
    const [, , , input, output] = process.stdio as [unknown, unknown, unknown, Writable, Readable];
    this.input = input;
    // Each message ends with a NUL; a trace's messages run to megabytes, arriving in many chunks.
    let parts: string[] = [];
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      let from = 0;
      for (let end = chunk.indexOf('\0'); end >= 0; end = chunk.indexOf('\0', from)) {
        parts.push(chunk.slice(from, end));
        this.receive(JSON.parse(parts.join('')) as Message);
        parts = [];
        from = end + 1;
      }
      parts.push(chunk.slice(from));
    });
    const failAll = (error: Error) => {
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    process.on('exit', () => failAll(new Error('Chromium exited')));
    // A browser that is not installed never starts, and never exits: without this the run would wait forever.
    const notStarted = (error: Error) =>
      failAll(new Error(`Chromium could not be started (${error.message}); npm test installs it, or set CHROME_PATH`));
    process.on('error', notStarted);
    input.on('error', notStarted);
  }

  static launch(executablePath: string): PipeBrowser {
    const userDataDir = mkdtempSync(join(tmpdir(), 'storysong-trace-'));
    const child = spawn(
      executablePath,
      [...SWITCHES, `--user-data-dir=${userDataDir}`, '--remote-debugging-pipe', 'about:blank'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
      },
    );
    return new PipeBrowser(child, userDataDir);
  }

  private receive(message: Message) {
    if (message.id !== undefined) {
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.error) waiter?.reject(new Error(message.error.message));
      else waiter?.resolve(message.result ?? {});
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  /** Sends a command, to the browser or (with `sessionId`) to an attached page, and resolves with its result. */
  send<Result = Params>(method: string, params: Params = {}, sessionId?: string): Promise<Result> {
    const id = ++this.nextId;
    this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve: resolve as (result: Params) => void, reject }));
  }

  /**
   * Resolves with the params of the next event named `method` (from `sessionId`'s page, if given);
   * rejects if none comes within `timeoutMs`, so a page that never loads fails the run instead of hanging it.
   */
  next(method: string, sessionId?: string, timeoutMs = 60_000): Promise<Params> {
    return new Promise((resolve, reject) => {
      const listener = (message: Message) => {
        if (message.method !== method || (sessionId && message.sessionId !== sessionId)) return;
        this.listeners.delete(listener);
        clearTimeout(timer);
        this.timers.delete(timer);
        resolve(message.params ?? {});
      };
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        this.timers.delete(timer);
        reject(new Error(`No ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.timers.add(timer);
      this.listeners.add(listener);
    });
  }

  /** Calls `handle` with the params of every event named `method` until the returned function is called. */
  on(method: string, handle: (params: Params) => void): () => void {
    const listener = (message: Message) => {
      if (message.method === method) handle(message.params ?? {});
    };
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new tab in a fresh browser context (no cache, no cookies), attached; resolves with its session id. */
  async newPage(): Promise<string> {
    const { browserContextId } = await this.send<{ browserContextId: string }>('Target.createBrowserContext');
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    return sessionId;
  }

  /** Closes the browser; events still awaited are forgotten (nothing can come any more). */
  async close() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
    // A browser that never started (no pid) has nothing to close and will never exit.
    if (this.process.pid !== undefined && this.process.exitCode === null && this.process.signalCode === null) {
      const exited = new Promise((resolve) => this.process.once('exit', resolve));
      await this.send('Browser.close').catch(() => this.process.kill());
      await exited;
    }
    rmSync(this.userDataDir, { recursive: true, force: true });
  }
}
