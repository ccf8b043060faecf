#!/usr/bin/env node
// npm run calc -- <panel> [key=value ...] [--format table|json|csv|markdown], or a share link.
// Prints a panel's results for the parameters of its URL, with the panel's own models.
import { loadEngine } from './sim.build.mjs';

const { runCalc } = await loadEngine('calc');
const out = runCalc(process.argv.slice(2));
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.code;
