import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../../icons';
import { nextEnabledIndex, rovingKey } from '../../keyboard';
import {
  AccordionHeading,
  AccordionPanel,
  AccordionRoot,
  AccordionSection,
  AccordionSummary,
  AccordionTitle,
  AccordionTrigger,
} from './Accordion.styles';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  /** Completion text on the right of the header, e.g. 'No sites' or '3 sites' (see `completionText`). */
  summary?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Controlled expanded sections; pair with `onExpandedChange`. */
  expandedIds?: readonly string[];
  defaultExpandedIds?: readonly string[];
  onExpandedChange?: (expandedIds: string[]) => void;
  /** Let several sections be open at once (default); otherwise opening one closes the others. */
  allowMultiple?: boolean;
  headingLevel?: 2 | 3 | 4;
  /**
   * When a section's content is first rendered: 'always' (the default) renders every section's content, hidden while
   * closed, so a form spanning several sections has all its fields registered; 'whenOpened' renders a section's
   * content the first time it opens and keeps it afterwards (nothing typed in it is lost on closing). For accordions
   * of independent parts, 'whenOpened' spares the first render every closed section: on the onboarding overview,
   * the contact selectors, endpoint and cloud forms nobody has opened yet.
   */
  mountContent?: 'always' | 'whenOpened';
  className?: string;
}

export function Accordion({
  items,
  expandedIds,
  defaultExpandedIds = [],
  onExpandedChange,
  allowMultiple = true,
  headingLevel = 3,
  mountContent = 'always',
  className,
}: AccordionProps) {
  const baseId = useId();
  const [uncontrolledIds, setUncontrolledIds] = useState<readonly string[]>(defaultExpandedIds);
  const expanded = expandedIds ?? uncontrolledIds;
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  // The sections opened at least once: their content stays rendered (state derived during render, as React advises
  // for values that follow a prop: an open section, controlled or not, is added before its content renders).
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(expanded));
  if (expanded.some((id) => !opened.has(id))) setOpened(new Set([...opened, ...expanded]));

  const toggle = (id: string) => {
    const isOpen = expanded.includes(id);
    const others = allowMultiple ? expanded.filter((openId) => openId !== id) : [];
    const next = isOpen ? others : [...others, id];
    setUncontrolledIds(next);
    onExpandedChange?.(next);
  };

  // Optional APG keys: Up/Down/Home/End move between headers.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = rovingKey(event.key, 'vertical');
    const current = items.findIndex((item) => triggers.current.get(item.id) === event.target);
    if (move === undefined || current === -1) return;
    event.preventDefault();
    const target =
      items[
        nextEnabledIndex(
          items.map((item) => item.disabled === true),
          current,
          move,
        )
      ];
    if (target) triggers.current.get(target.id)?.focus();
  };

  return (
    <AccordionRoot className={className} onKeyDown={handleKeyDown} data-portal-id="accordion">
      {items.map((item) => {
        const open = expanded.includes(item.id);
        const triggerId = `${baseId}-trigger-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <AccordionSection key={item.id}>
            <AccordionHeading as={`h${headingLevel}`}>
              <AccordionTrigger
                ref={(node) => {
                  if (node) triggers.current.set(item.id, node);
                  else triggers.current.delete(item.id);
                }}
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                disabled={item.disabled}
                onClick={() => toggle(item.id)}
              >
                <Icon name="chevronRight" />
                <AccordionTitle>{item.title}</AccordionTitle>
                {item.summary !== undefined && <AccordionSummary>{item.summary}</AccordionSummary>}
              </AccordionTrigger>
            </AccordionHeading>
            <AccordionPanel role="region" id={panelId} aria-labelledby={triggerId} hidden={!open}>
              {(mountContent === 'always' || open || opened.has(item.id)) && item.content}
            </AccordionPanel>
          </AccordionSection>
        );
      })}
    </AccordionRoot>
  );
}
