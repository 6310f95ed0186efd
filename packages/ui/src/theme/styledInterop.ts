import * as styledComponents from 'styled-components';

/** The `styled` function with its real type, so `$`-prop generics type-check as usual. */
type Styled = typeof styledComponents.default;

/**
 * The real `styled` from what the default import of styled-components is at run time. Bundlers load its ES build,
 * whose default export is `styled`. Plain Node ESM (a consumer's server rendering, tests run in Node) finds no `exports`
 * map in styled-components 6 and loads its CommonJS build, where the default import is the whole `module.exports` and
 * `styled` is its `default` — so `import styled from 'styled-components'` gives an object there, and `styled.section`
 * is not a function.
 */
function realStyled(defaultExport: Styled | { readonly default: Styled }): Styled {
  return typeof defaultExport === 'function' ? defaultExport : defaultExport.default;
}

/**
 * `styled`, whichever build of styled-components was loaded. Every styled component of this package takes `styled`
 * from here, never from the default import of styled-components (an ESLint rule keeps it so). The named exports
 * (`css`, `keyframes`, `createGlobalStyle`, `ThemeProvider`, `useTheme`) are found in both builds and are imported from
 * styled-components directly.
 */
export const styled: Styled = /* @__PURE__ */ realStyled(styledComponents.default);
