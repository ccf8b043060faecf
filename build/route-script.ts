/**
 * Inline-script lines shared by index.html's scripts (build/app-shell.ts, build/route-preload.ts):
 * they declare `id`, the route's panel id ("" for a bare address), `q`, its query, and `e`, whether
 * it is an embed, as src/lib/url-state/codec.ts's parseHash reads them.
 */
export const ROUTE =
  'var h=location.hash.replace(/^#/,""),i=h.indexOf("?"),p=i<0?h:h.slice(0,i),' +
  'q=new URLSearchParams(i<0?"":h.slice(i+1)),id=p.replace(/^\\/+/,"").replace(/\\/+$/,""),' +
  'e=q.has("embed")&&q.get("embed")!=="0";';
