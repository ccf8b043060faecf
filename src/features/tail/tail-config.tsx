import { CopyBlock } from '@/components/copy-block';
import { hedgingSnippets } from '@/core/tail/config/all';
import type { TailModel } from './tail-model';

/** The hedging settings as gRPC, Envoy, Polly and Finagle configuration. */
export function TailConfig({ model }: { readonly model: TailModel }) {
  const x = model.inputs;
  if (!x || model.delay === null || model.delay === 0) {
    return (
      <p className="muted">
        {x
          ? 'Hedging is off (a delay of 0): there is nothing to configure.'
          : 'The settings appear once every field is valid.'}
      </p>
    );
  }
  const snippets = hedgingSnippets({
    delay: model.delay,
    percentile: model.hedgeAt?.kind === 'percentile' ? model.hedgeAt.p : null,
    copies: x.hedge.copies,
    cap: x.hedge.cap,
    cancel: model.cancel,
    timeout: null,
  });
  return (
    <div className="tail-config">
      {snippets.map((s) => (
        <section key={s.id}>
          <h3>{s.title}</h3>
          <CopyBlock text={s.text} what={s.title} />
        </section>
      ))}
    </div>
  );
}
