// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterNavigation } from './useFocusAfterNavigation';

afterEach(cleanup);

/** The page area, as the shell has it. */
function Frame({ children }: { children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  useFocusAfterNavigation(content);
  return (
    <div ref={content} tabIndex={-1} data-testid="content">
      {children}
    </div>
  );
}

/** A form page that focuses its first field when it opens. */
function FormPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return <input aria-label="Name" ref={field} />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/one',
        element: (
          <Frame>
            <Link to="/two">Two</Link>
          </Frame>
        ),
      },
      {
        path: '/two',
        element: (
          <Frame>
            <p>Page two</p>
          </Frame>
        ),
      },
      {
        path: '/form',
        element: (
          <Frame>
            <FormPage />
          </Frame>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusAfterNavigation', () => {
  it('leaves focus alone on the first page load', () => {
    renderAt('/one');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the content when the element that navigated went with the old page', async () => {
    const router = renderAt('/one');
    screen.getByRole('link', { name: 'Two' }).focus();
    await act(() => router.navigate('/two'));
    expect(screen.getByText('Page two')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('content'));
  });

  it('leaves a redirect alone (a replacing navigation, such as the landing after sign-in)', async () => {
    const router = renderAt('/one');
    screen.getByRole('link', { name: 'Two' }).focus();
    await act(() => router.navigate('/two', { replace: true }));
    expect(screen.getByText('Page two')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the focus a new page gave itself', async () => {
    const router = renderAt('/one');
    await act(() => router.navigate('/form'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
