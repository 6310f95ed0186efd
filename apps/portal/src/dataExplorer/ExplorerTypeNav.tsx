import { Link as RouterLink, useLocation } from 'react-router-dom';
import { TypeNavList } from './DataExplorer.styles';
import { typeHref } from './explorerLinks';

export interface ExplorerType {
  id: string;
  /** The tab's label, plural: 'Event codes'. */
  label: string;
}

export interface ExplorerTypeNavProps {
  /** Where the types live: '/data/ad' has /data/ad/event_code, /data/ad/user, ... */
  base: string;
  types: readonly ExplorerType[];
  current: string;
  label: string;
}

/** The explorer's types as links: each type is its own URL, keeping the range and filters. */
export function ExplorerTypeNav({ base, types, current, label }: ExplorerTypeNavProps) {
  const { search } = useLocation();
  return (
    <nav aria-label={label}>
      <TypeNavList>
        {types.map((type) => (
          <li key={type.id}>
            <RouterLink to={typeHref(base, type.id, search)} aria-current={type.id === current ? 'page' : undefined}>
              {type.label}
            </RouterLink>
          </li>
        ))}
      </TypeNavList>
    </nav>
  );
}
