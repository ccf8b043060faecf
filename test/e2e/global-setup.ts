import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

/** Serves the production build with `vite preview` for the browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = chromiumPath();
  if (!existsSync(browser)) {
    throw new Error(
      `Chromium not found at ${browser}. The browser tests need it: install Debian's package ` +
        '(`sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium binary.',
    );
  }
  const root = resolve(import.meta.dirname, '../..');
  // E2E_DIST lets parallel work serve its own build (vite build --outDir <dir>) instead of dist/.
  const dist = resolve(root, process.env.E2E_DIST ?? 'dist');
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(
      `No production build in ${dist}: run \`npm run test:e2e\`, which builds first.`,
    );
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      resolve(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      dist,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const baseUrl = `http://127.0.0.1:${port}/`;
  await waitFor(baseUrl, child, 20_000);
  project.provide('baseUrl', baseUrl);
  return () => {
    child.kill('SIGTERM');
    return Promise.resolve();
  };
}
