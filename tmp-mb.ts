import { makeEndpointRows } from './fixtures/src/widgets/endpointRows';
import { endpointSearchFields, endpointMatchesTerms } from './packages/ui/src/components/EndpointTable/endpointFilterRules';
import { buildSearchIndex, searchIndexMatcher } from './packages/ui/src/components/DataTable/searchIndex';
const rows = makeEndpointRows(102000).slice(0, 100000);
function time(label: string, f: () => unknown, n = 5) { const t: number[] = []; for (let i = 0; i < n; i++) { const s = performance.now(); f(); t.push(performance.now() - s); } console.log(label, t.map(x => x.toFixed(1)).join(' ')); }
time('build index', () => buildSearchIndex(rows.slice(), endpointSearchFields));
const idx = buildSearchIndex(rows, endpointSearchFields);
for (const q of [['w'], ['wi'], ['nh-w'], ['nh-ws-0'], ['windows','1']]) {
  time('fallback ' + q, () => { let c = 0; for (const r of rows) if (endpointMatchesTerms(r, q)) c++; return c; });
  time('index ' + q, () => { const m = searchIndexMatcher(idx, q); let c = 0; for (let i = 0; i < rows.length; i++) if (m(i)) c++; return c; });
}
