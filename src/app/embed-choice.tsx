import type { SectionSpec } from '@/lib/sections';

interface EmbedChoiceProps {
  readonly sections: readonly SectionSpec[];
  /** The chosen section ids; none means the whole panel. */
  readonly chosen: readonly string[];
  readonly onChange: (chosen: string[]) => void;
}

function summary(sections: readonly SectionSpec[], chosen: readonly string[]): string {
  const titles = sections.filter((s) => chosen.includes(s.id)).map((s) => s.title);
  if (titles.length === 0) return 'whole panel';
  return titles.length <= 2 ? titles.join(', ') : `${titles.length} sections`;
}

/** Which of a panel's sections the embed snippet shows (`show=`): a compact drop-down of boxes. */
export function EmbedChoice({ sections, chosen, onChange }: EmbedChoiceProps) {
  const toggle = (id: string, on: boolean) =>
    onChange(sections.map((s) => s.id).filter((s) => (s === id ? on : chosen.includes(s))));
  return (
    <details className="embed-choice">
      <summary className="button-quiet">Embed: {summary(sections, chosen)}</summary>
      <fieldset>
        <legend>Sections to embed (none ticked: the whole panel)</legend>
        {sections.map((s) => (
          <label key={s.id}>
            <input
              type="checkbox"
              checked={chosen.includes(s.id)}
              onChange={(e) => toggle(s.id, e.target.checked)}
            />{' '}
            {s.title}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
