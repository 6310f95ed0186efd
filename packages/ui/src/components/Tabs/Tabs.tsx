import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextEnabledIndex, rovingKey } from '../../keyboard';
import { TabButton, TabList, TabPanel } from './Tabs.styles';

export interface TabsItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabsItem[];
  /** Names the tab list. */
  label: string;
  /** Controlled selection; pair with `onSelect`. */
  selectedId?: string;
  /** The first selection when uncontrolled (defaults to the first enabled tab). */
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus and select. */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [uncontrolledId, setUncontrolledId] = useState(
    () => defaultSelectedId ?? tabs.find((tab) => tab.disabled !== true)?.id,
  );
  const activeId = selectedId ?? uncontrolledId;
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setUncontrolledId(id);
    onSelect?.(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = rovingKey(event.key, 'horizontal');
    if (move === undefined) return;
    event.preventDefault();
    const current = Math.max(
      0,
      tabs.findIndex((tab) => tab.id === activeId),
    );
    const target =
      tabs[
        nextEnabledIndex(
          tabs.map((tab) => tab.disabled === true),
          current,
          move,
        )
      ];
    if (target === undefined) return;
    select(target.id);
    buttons.current.get(target.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={className} data-portal-id="tabs">
      <TabList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === activeId;
          return (
            <TabButton
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </TabButton>
          );
        })}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== activeId}
          tabIndex={0}
        >
          {tab.content}
        </TabPanel>
      ))}
    </div>
  );
}
