import { beforeEach, describe, expect, it } from 'vitest';
import { loadInputs, saveInputs, storageKey } from '@/lib/storage';

const specs = [
  { key: 'a', default: '99.99' },
  { key: 'cal', default: '365d' },
];

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe('storage', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  it('saves and loads inputs under a versioned key', () => {
    saveInputs('nines', { a: '99.9', cal: 'julian' });
    expect(storageKey('nines')).toBe('reliability-lab/v1/nines');
    expect(loadInputs('nines', specs)).toEqual({
      kind: 'ok',
      inputs: { a: '99.9', cal: 'julian' },
    });
  });

  it('reports nothing stored, and corrupt storage, without throwing', () => {
    expect(loadInputs('nines', specs)).toEqual({ kind: 'none' });
    for (const junk of ['{not json', '[1,2]', '42', 'null', '{"a":5}']) {
      localStorage.setItem(storageKey('nines'), junk);
      expect(loadInputs('nines', specs)).toEqual({ kind: 'corrupt' });
    }
  });

  it('survives a storage that throws', () => {
    Object.assign(globalThis, {
      localStorage: {
        getItem() {
          throw new Error('denied');
        },
        setItem() {
          throw new Error('denied');
        },
      },
    });
    expect(loadInputs('nines', specs)).toEqual({ kind: 'none' });
    expect(() => saveInputs('nines', { a: '1' })).not.toThrow();
  });
});
