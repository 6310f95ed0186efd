import {
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { useAnchoredOverlay } from '../../hooks';
import { Icon, type IconName } from '../../icons';
import type { Size } from '../../theme/tokens';
import { Button, type ButtonVariant } from '../Button';
import type { RouterLinkProps } from '../Link';
import { focusElementAfter } from './focusAfter';
import { MenuItemButton, MenuItemLink, MenuSurface } from './Menu.styles';

export interface MenuItem {
  id: string;
  label: ReactNode;
  /** A link item; otherwise an action that calls `onSelect`. */
  href?: string;
  newTab?: boolean;
  onSelect?: () => void;
  disabled?: boolean;
  icon?: IconName;
}

export interface MenuProps {
  /** The menu button's text. */
  label: ReactNode;
  items: readonly MenuItem[];
  variant?: ButtonVariant;
  size?: Size;
  placement?: Placement;
  /** The app's router link (e.g. react-router's `Link`) for same-origin link items. */
  linkAs?: ComponentType<RouterLinkProps>;
}

/** The WAI-ARIA menu button: Enter, Space or ArrowDown opens, arrows move, Escape closes and refocuses the button. */
export function Menu({
  label,
  items,
  variant = 'secondary',
  size = 'md',
  placement = 'bottom-start',
  linkAs,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const itemElements = useRef<Array<HTMLElement | null>>([]);
  const { context, floatingStyles, setReference, setFloating } = useAnchoredOverlay({
    open,
    onOpenChange: setOpen,
    placement,
  });
  const disabledIndices = items.flatMap((item, index) => (item.disabled === true ? [index] : []));
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: itemElements,
      activeIndex,
      onNavigate: setActiveIndex,
      disabledIndices,
      loop: true,
    }),
  ]);

  const choose = (item: MenuItem) => {
    if (item.disabled === true) return;
    item.onSelect?.();
    setOpen(false);
  };

  /**
   * Tab closes the menu and continues the page's tab sequence from the button (Shift+Tab lands on the button).
   * This replaces Floating UI's focus guards, which axe reports as focusable aria-hidden elements outside a dialog.
   */
  const leaveWithTab = (event: KeyboardEvent<HTMLElement>) => {
    const button = context.elements.domReference;
    if (event.key !== 'Tab' || !(button instanceof HTMLElement)) return;
    event.preventDefault();
    setOpen(false);
    if (event.shiftKey) button.focus();
    else focusElementAfter(button);
  };

  // Space activates buttons natively but not links.
  const activateLinkWithSpace = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };

  return (
    <>
      <Button ref={setReference} variant={variant} size={size} data-portal-id="menu-button" {...getReferenceProps()}>
        {label}
        <Icon name="chevronDown" size="sm" />
      </Button>
      {open && (
        <FloatingPortal preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} initialFocus={0} guards={false}>
            <MenuSurface
              ref={setFloating}
              style={floatingStyles}
              data-portal-id="menu"
              {...getFloatingProps({ onKeyDown: leaveWithTab })}
            >
              {items.map((item, index) => {
                const register = (node: HTMLElement | null) => {
                  itemElements.current[index] = node;
                };
                const itemProps = getItemProps({
                  role: 'menuitem',
                  tabIndex: activeIndex === index ? 0 : -1,
                  'aria-disabled': item.disabled === true ? true : undefined,
                  onClick: () => {
                    choose(item);
                  },
                });
                const icon = item.icon === undefined ? null : <Icon name={item.icon} />;
                return item.href === undefined || item.disabled === true ? (
                  <MenuItemButton key={item.id} ref={register} type="button" {...itemProps}>
                    {icon}
                    {item.label}
                  </MenuItemButton>
                ) : (
                  <MenuItemLink
                    key={item.id}
                    ref={register}
                    href={item.href}
                    newTab={item.newTab}
                    forwardedAs={linkAs}
                    onKeyDown={activateLinkWithSpace}
                    {...itemProps}
                  >
                    {icon}
                    {item.label}
                  </MenuItemLink>
                );
              })}
            </MenuSurface>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
