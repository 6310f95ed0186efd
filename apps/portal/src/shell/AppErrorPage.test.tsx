// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { PortalThemeProvider } from '@portal/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { AppErrorPage } from './AppErrorPage';

afterEach(cleanup);

describe('the application error page', () => {
  it('does not claim the error was reported, since nothing sends it anywhere', () => {
    render(
      <PortalThemeProvider colorScheme="light">
        <AppErrorPage onRefresh={() => undefined} />
      </PortalThemeProvider>,
    );
    const page = screen.getByRole('main');
    expect(page.textContent).not.toMatch(/has reported|been reported|we('ve| have) been notified|reported it/i);
    expect(page.textContent).toContain('It was not reported automatically');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDefined();
  });
});
