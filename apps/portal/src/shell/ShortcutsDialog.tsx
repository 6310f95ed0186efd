import { Modal } from '@portal/ui';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { HELP_KEY, isTypingTarget, nextShortcut, shortcutsFor } from './shortcuts';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  margin: 0;

  dt {
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  }
  dd {
    margin: 0;
  }
`;

/** Keyboard shortcuts for the main destinations, with their list on Shift+?. */
export function ShortcutsDialog() {
  const [open, setOpen] = useState(false);
  const pending = useRef<string | null>(null);
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const shortcuts = useMemo(() => shortcutsFor(user), [user]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (event.key === HELP_KEY) {
        setOpen(true);
        return;
      }
      const step = nextShortcut(shortcuts, pending.current, event.key);
      pending.current = step.pending;
      if (step.href !== null) void navigate(step.href);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, shortcuts]);

  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Keyboard shortcuts">
      <List>
        <dt>Shift + ?</dt>
        <dd>Show this list</dd>
        {shortcuts.map((shortcut) => (
          <Fragment key={shortcut.keys}>
            <dt>{shortcut.keys.replace(' ', ' then ')}</dt>
            <dd>{shortcut.label}</dd>
          </Fragment>
        ))}
      </List>
    </Modal>
  );
}
