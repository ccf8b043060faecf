import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/** JSON for an inline script: no `</script>` or `<!--` can end or bend it. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The global the bundle's exports land on, inside the wrapping function (never on window). */
const NAME = 'firstPaint';

/**
 * One of index.html's inline scripts: a typed module of src/app/first-paint/ (which exports
 * `run(args)`) bundled with its imports into one minified function, called with `args`. The
 * scripts run before the entry, so they import the app's own code (parseHash) instead of copies.
 */
export async function inlineScript(
  entry: string,
  args: unknown,
  options: { readonly src: string },
): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': options.src } },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: fileURLToPath(new URL(`../src/app/first-paint/${entry}.ts`, import.meta.url)),
        formats: ['iife'],
        name: NAME,
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap(
    (o) => (o as Rolldown.RolldownOutput).output,
  );
  const code = chunks.find((c) => c.type === 'chunk')?.code;
  if (!code) throw new Error(`inline-script: ${entry} built no code`);
  if (/<\/script|<!--/i.test(code)) throw new Error(`inline-script: ${entry} cannot be inlined`);
  return `(function(){${code.trim()}\n${NAME}.run(${inlineJson(args)})})()`;
}
