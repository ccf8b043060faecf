// Powers of ten, as text (superscript digits) and for TeX.

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** An integer in superscript digits: -21 → "⁻²¹". */
export function superscript(n: number): string {
  return String(n)
    .split('')
    .map((c) => SUPERSCRIPT[c] ?? c)
    .join('');
}

/** A power of ten as text: -4 → "10⁻⁴". */
export function formatPowerOfTen(exponent: number): string {
  return `10${superscript(exponent)}`;
}

/** A power of ten for TeX: -4 → "10^{-4}". */
export function texPowerOfTen(exponent: number): string {
  return `10^{${exponent}}`;
}
