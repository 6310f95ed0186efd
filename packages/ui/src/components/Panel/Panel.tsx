import { useId, type ReactNode } from 'react';
import { PanelBody, PanelFooter, PanelHeader, PanelRoot, PanelTitle } from './Panel.styles';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export interface PanelProps {
  /** The panel's heading; it also names the region for assistive technology. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Controls at the right of the header (links, buttons, badges). */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Panel({ title, headingLevel = 2, actions, footer, children, className }: PanelProps) {
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <PanelRoot aria-labelledby={title === undefined ? undefined : titleId} className={className} data-portal-id="panel">
      {hasHeader && (
        <PanelHeader>
          {title !== undefined && (
            <PanelTitle as={`h${headingLevel}`} id={titleId}>
              {title}
            </PanelTitle>
          )}
          {actions}
        </PanelHeader>
      )}
      <PanelBody>{children}</PanelBody>
      {footer !== undefined && <PanelFooter>{footer}</PanelFooter>}
    </PanelRoot>
  );
}
