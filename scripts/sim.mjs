#!/usr/bin/env node
// npm run sim -- <wave|recovery|contention> [--<param> <value> ...] [--format table|json|csv|markdown]
// Runs the panel's engine headlessly, with the panel's parameters and defaults.
import { loadEngine } from './sim.build.mjs';

const { runCli } = await loadEngine('sim');
const out = runCli(process.argv.slice(2), () => performance.now());
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.code;
