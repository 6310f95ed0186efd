/**
 * Type-level tests of Button (checked by `pnpm typecheck`, never run): the docs promise that an icon-only button
 * must have an `aria-label` and that the type requires it. Each `@ts-expect-error` fails the typecheck if the line
 * below it ever compiles.
 */
import { Icon } from '../../icons';
import { Button } from './Button';

const icon = <Icon name="close" />;

/** Never rendered: only its types matter. */
export function buttonProps() {
  return [
    // A visible label, an icon with a label, or an icon with an aria-label compile.
    <Button key="label">Save</Button>,
    <Button key="icon-and-label" icon={icon}>
      Retry
    </Button>,
    <Button key="icon-only" icon={icon} aria-label="Close banner" />,

    // @ts-expect-error an icon-only button without an aria-label
    <Button key="no-label" icon={icon} />,
    // @ts-expect-error an undefined aria-label is no label
    <Button key="undefined-label" icon={icon} aria-label={undefined} />,
    // @ts-expect-error empty children render no label either
    <Button key="undefined-children" icon={icon} children={undefined} />,
    // @ts-expect-error null children render no label
    <Button key="null-children" icon={icon} children={null} />,
    // @ts-expect-error a boolean renders no label
    <Button key="false-children" icon={icon} children={false} />,
    // @ts-expect-error neither a label nor an icon
    <Button key="nothing" />,
  ];
}
