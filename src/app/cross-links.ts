import { crossLinks, type Carried, type CrossLink } from '@/lib/results/links';
import { PANELS } from './panels';

/**
 * The links that open what a result of panel `from` carries in the other panels of the registry
 * whose fields accept it (each field's `accepts`, in src/core/<area>/fields.ts).
 */
export function linksFrom(from: string, carried: Carried): CrossLink[] {
  return crossLinks(carried, from, PANELS);
}
