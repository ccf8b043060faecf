import type { Form } from './form';
import { fieldsOfGroup, itemsOf } from './layout';

/**
 * What is wrong with a form's declaration, in words; empty when nothing is. A field in a group
 * the form does not declare, or read in a mode its mode field does not offer, would be dropped
 * from the form quietly; a group's order must list exactly its fields; a row must not be split.
 * Kept apart from form.ts so the app's first load does not carry it.
 */
export function formProblems(form: Form): string[] {
  const problems: string[] = [];
  const ids = form.groups.map((g) => g.id);
  const modeField = form.fields.find((f) => form.mode !== undefined && f.key === form.mode);
  const modes = modeField?.choices?.map((c) => c.value) ?? [];
  for (const field of form.fields) {
    if (field.group !== undefined && !ids.includes(field.group))
      problems.push(
        `“${field.key}” is in the group “${field.group}”, which the form does not declare.`,
      );
    for (const mode of field.modes ?? []) {
      if (!modes.includes(mode))
        problems.push(`“${field.key}” is read in “${mode}”, which is not a mode of the form.`);
    }
  }
  for (const group of form.groups) {
    if (ids.indexOf(group.id) !== ids.lastIndexOf(group.id))
      problems.push(`The group “${group.id}” is declared twice.`);
    const own = form.fields.filter((f) => f.group === group.id).map((f) => f.key);
    if (own.length === 0) problems.push(`The group “${group.id}” has no fields.`);
    if (group.order && [...group.order].sort().join() !== [...own].sort().join())
      problems.push(
        `The order of “${group.id}” lists ${group.order.join(', ')}, not its fields ${own.join(', ')}.`,
      );
    const rows = itemsOf(fieldsOfGroup(form, group)).flatMap((i) => (i.row ? [i.row] : []));
    const split = rows.find((row, i) => rows.indexOf(row) !== i);
    if (split) problems.push(`The row “${split}” of “${group.id}” is split by other fields.`);
  }
  return problems;
}
