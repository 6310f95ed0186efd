import type { Meta } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as ui from '../index';

/**
 * Story conventions (after Primer's storybook.test.tsx): every exported component has a stories file whose
 * default story is called Default, and every title follows `<Group>/<Component>[/<Facet>]`.
 */
const storyModules = import.meta.glob<Record<string, unknown> & { default: Meta }>('../**/*.stories.tsx', {
  eager: true,
});

const STORY_GROUPS = ['Foundations', 'Components', 'Forms', 'Data Display', 'Feedback', 'Navigation'] as const;
const TITLE_PATTERN = new RegExp(`^(${STORY_GROUPS.join('|')})/[A-Z][A-Za-z0-9]*(/[A-Z][A-Za-z0-9 ]*)?$`);

/** Exports that render but are not widgets; each with the reason it has no stories of its own. */
const NOT_WIDGETS: Record<string, string> = {
  GlobalStyle: 'rendered by PortalThemeProvider, shown on the Tokens page',
};

function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z][a-z]/.test(name)) return false;
  if (typeof value === 'function') return true;
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

const exportedComponents = Object.entries(ui)
  .filter(([name, value]) => isComponent(name, value) && !(name in NOT_WIDGETS))
  .map(([name, value]) => ({ name, value }));

const metas = Object.entries(storyModules).map(([path, module]) => ({ path, module, meta: module.default }));

describe('story conventions', () => {
  it('finds the components and stories it checks', () => {
    expect(exportedComponents.length).toBeGreaterThan(0);
    expect(metas.length).toBeGreaterThan(0);
  });

  it.each(metas.map(({ path, meta }) => [path, meta.title ?? '']))('%s has a title in the scheme', (_, title) => {
    expect(title).toMatch(TITLE_PATTERN);
  });

  it.each(exportedComponents.map(({ name, value }) => [name, value]))(
    '%s has a stories file with a Default story',
    (name, component) => {
      const main = metas.find(
        ({ meta, path }) => meta.component === component && path.endsWith(`/${name}.stories.tsx`),
      );
      expect(main, `${name}.stories.tsx with meta.component = ${name}`).toBeDefined();
      expect(main?.module, `${name}.stories.tsx exports Default`).toHaveProperty('Default');
      expect(main?.meta.title).toMatch(new RegExp(`/${name}$`));
    },
  );

  it('titles are unique', () => {
    const titles = metas.map(({ meta }) => meta.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
