import {
  isGroup,
  NO_SPAN,
  type BlockNode,
  type ComponentNode,
  type GroupKind,
  type GroupNode,
  type GroupOptions,
  type Topology,
} from './ast';

/** Where a block is: indices from the top level down. */
export type Path = readonly number[];

/**
 * Structured edits on the syntax tree. Each returns a new topology (the old one is untouched);
 * the panel prints it back to text, so the text stays the single source of truth.
 */
function replaceAt(
  list: readonly BlockNode[],
  path: Path,
  replace: (node: BlockNode) => readonly BlockNode[],
): BlockNode[] {
  const [index, ...rest] = path;
  if (index === undefined) return [...list];
  return list.flatMap((node, i) => {
    if (i !== index) return [node];
    if (rest.length === 0) return [...replace(node)];
    if (!isGroup(node)) return [node];
    return [withMembers(node, replaceAt(node.members, rest, replace))];
  });
}

/** A group with new members; a k-of-n keeps N equal to its member count and K within it. */
function withMembers(group: GroupNode, members: readonly BlockNode[]): GroupNode {
  if (group.kind !== 'kofn') return { ...group, members };
  const n = members.length;
  return { ...group, members, n, k: Math.max(1, Math.min(group.k ?? 1, n)) };
}

function edit(t: Topology, path: Path, replace: (n: BlockNode) => readonly BlockNode[]): Topology {
  return { blocks: replaceAt(t.blocks, path, replace) };
}

export function component(name: string, value: string): ComponentNode {
  return { kind: 'component', name, value, span: NO_SPAN, nameSpan: NO_SPAN, valueSpan: NO_SPAN };
}

export function group(kind: GroupKind, members: readonly BlockNode[], k?: number): GroupNode {
  const base = { kind, options: {}, members, span: NO_SPAN, headSpan: NO_SPAN };
  return kind === 'kofn' ? { ...base, k: k ?? 1, n: members.length } : base;
}

function allNames(t: Topology): Set<string> {
  const names = new Set<string>();
  const visit = (n: BlockNode) => (isGroup(n) ? n.members.forEach(visit) : names.add(n.name));
  t.blocks.forEach(visit);
  return names;
}

/** `db2` → `db3`, `app` → `app-2`: the next name not yet used. */
export function nextName(base: string, used: ReadonlySet<string>): string {
  const match = /^(.*?)(\d+)$/.exec(base);
  const stem = match ? (match[1] ?? '') : `${base}-`;
  let n = match ? Number(match[2]) + 1 : 2;
  while (used.has(`${stem}${n}`)) n += 1;
  return `${stem}${n}`;
}

export function renameBlock(t: Topology, path: Path, name: string): Topology {
  return edit(t, path, (n) => [isGroup(n) ? n : { ...n, name }]);
}

export function setAvailability(t: Topology, path: Path, value: string): Topology {
  return edit(t, path, (n) => [isGroup(n) ? n : { ...n, value }]);
}

export function removeBlock(t: Topology, path: Path): Topology {
  return edit(t, path, () => []);
}

/** Moves a block up (−1) or down (+1) among its siblings. */
export function moveBlock(t: Topology, path: Path, delta: -1 | 1): Topology {
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1] ?? 0;
  const reorder = (list: readonly BlockNode[]) => {
    const target = index + delta;
    if (target < 0 || target >= list.length) return [...list];
    const next = [...list];
    [next[index], next[target]] = [next[target] as BlockNode, next[index] as BlockNode];
    return next;
  };
  if (parentPath.length === 0) return { blocks: reorder(t.blocks) };
  return edit(t, parentPath, (p) => [isGroup(p) ? withMembers(p, reorder(p.members)) : p]);
}

/**
 * Adds a member to a group: a replica of its last component member (same availability, next
 * name), or a new 99.9% component when it has none.
 */
export function addMember(t: Topology, path: Path): Topology {
  const used = allNames(t);
  return edit(t, path, (g) => {
    if (!isGroup(g)) return [g];
    const model = [...g.members].reverse().find((m): m is ComponentNode => !isGroup(m));
    const name = nextName(model?.name ?? 'node', used);
    return [withMembers(g, [...g.members, component(name, model?.value ?? '99.9')])];
  });
}

/** Appends a new top-level component (the request passes through it too). */
export function addTopLevel(t: Topology): Topology {
  return { blocks: [...t.blocks, component(nextName('component', allNames(t)), '99.9')] };
}

export function wrapBlock(t: Topology, path: Path, kind: GroupKind): Topology {
  return edit(t, path, (n) => [group(kind, [n], 1)]);
}

/** Replaces a group by its members, in place. */
export function unwrapBlock(t: Topology, path: Path): Topology {
  const parentPath = path.slice(0, -1);
  const splice = (list: readonly BlockNode[]) =>
    replaceAt(list, [path[path.length - 1] ?? 0], (g) => (isGroup(g) ? g.members : [g]));
  if (parentPath.length === 0) return { blocks: splice(t.blocks) };
  return edit(t, parentPath, (p) => [isGroup(p) ? withMembers(p, splice(p.members)) : p]);
}

/** The options a group of this kind can take: failover on parallel only, ccf on parallel and k-of-n. */
function optionsFor(kind: GroupKind, options: GroupOptions): GroupOptions {
  const { failover, ccf } = options;
  return {
    ...(kind === 'parallel' && failover ? { failover } : {}),
    ...(kind !== 'series' && ccf ? { ccf } : {}),
  };
}

/** ⌊n/2⌋ + 1: the smallest number of members any two sets of which overlap. */
const majorityOf = (n: number) => Math.floor(n / 2) + 1;

/**
 * Changes a group's kind (keeping its members), its K, or its options. Options the new kind cannot
 * take are dropped (the text would not be valid otherwise); a group becoming k-of-n starts at a
 * majority K (K = 1 would silently be parallel).
 */
export function setGroup(
  t: Topology,
  path: Path,
  change: { kind?: GroupKind; k?: number; options?: GroupOptions },
): Topology {
  return edit(t, path, (g) => {
    if (!isGroup(g)) return [g];
    const kind = change.kind ?? g.kind;
    const options = optionsFor(kind, change.options ?? g.options);
    const base = { kind, options, members: g.members, span: g.span, headSpan: g.headSpan };
    if (kind !== 'kofn') return [base];
    const k = change.k ?? (g.kind === 'kofn' ? g.k : undefined) ?? majorityOf(g.members.length);
    return [{ ...base, n: g.members.length, k }];
  });
}
