import { Breadcrumbs, type BreadcrumbsItem } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  PageActions,
  PageDescription,
  PageHeader,
  PageHeading,
  PageRoot,
  PageTitle,
  type PageWidth,
} from './PageFrame.styles';

export interface PageFrameProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** The trail to this page; the last item is the page itself. */
  breadcrumbs?: readonly BreadcrumbsItem[];
  /** Buttons or links that act on the whole page, at the end of the header. */
  actions?: ReactNode;
  /** How wide the page may grow: narrow for forms, default for most screens, full for big tables. */
  width?: PageWidth;
  children?: ReactNode;
}

/** The frame of every screen: breadcrumbs, the title, page actions, then the content at the page's width. */
export function PageFrame({ title, description, breadcrumbs, actions, width = 'default', children }: PageFrameProps) {
  return (
    <PageRoot $width={width}>
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} linkAs={RouterLink} />}
      <PageHeader>
        <PageHeading>
          <PageTitle>{title}</PageTitle>
          {description !== undefined && <PageDescription>{description}</PageDescription>}
        </PageHeading>
        {actions !== undefined && <PageActions>{actions}</PageActions>}
      </PageHeader>
      {children}
    </PageRoot>
  );
}
