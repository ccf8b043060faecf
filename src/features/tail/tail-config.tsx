import { CopyBlock } from '@/components/copy-block';
import { hedgingMissing, tailSnippets } from './exports';
import type { TailModel } from './tail-model';

/** The hedging settings as gRPC, Envoy, Polly and Finagle configuration. */
export function TailConfig({ model }: { readonly model: TailModel }) {
  const missing = hedgingMissing(model);
  if (missing !== null) return <p className="muted">{missing}</p>;
  return (
    <div className="tail-config">
      {tailSnippets(model).map((s) => (
        <section key={s.id}>
          <h3>{s.title}</h3>
          <CopyBlock text={s.text} what={s.title} />
        </section>
      ))}
    </div>
  );
}
