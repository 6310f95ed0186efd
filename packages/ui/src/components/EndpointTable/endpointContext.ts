import { createContext } from 'react';
import type { EndpointRow } from './endpointRow';

/**
 * What cells need beyond their row, passed by context so the column definitions stay module-level constants and
 * rows stay memoised: the words of the text filter (matching addresses first) and the remove request.
 */
export const SearchTermsContext = createContext<readonly string[]>([]);
export const RemoveRequestContext = createContext<(row: EndpointRow) => void>(() => undefined);
