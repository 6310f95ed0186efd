import { BUTTON_VARIANTS, Button, PortalThemeProvider, SIZES } from '@portal/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterPaint, measure, publish } from '../harness';

/**
 * Primer's ADR-016 measured 1,000 styled components; this is the same check for ours: variant styles are static
 * (chosen by $-props), so mounting 1,000 Buttons should cost little more than 1,000 native buttons.
 */
const COUNT = 1000;
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const root = createRoot(container);

function mount(children: React.ReactNode): Promise<void> {
  flushSync(() => root.render(<PortalThemeProvider colorScheme="light">{children}</PortalThemeProvider>));
  return afterPaint();
}
function unmount(): Promise<void> {
  flushSync(() => root.render(<PortalThemeProvider colorScheme="light">{null}</PortalThemeProvider>));
  return afterPaint();
}

const indices = Array.from({ length: COUNT }, (_, index) => index);

const portalButtons = (
  <>
    {indices.map((index) => (
      <Button
        key={index}
        variant={BUTTON_VARIANTS[index % BUTTON_VARIANTS.length]}
        size={SIZES[index % SIZES.length]}
      >{`Button ${index}`}</Button>
    ))}
  </>
);
const nativeButtons = (
  <>
    {indices.map((index) => (
      <button key={index} type="button">{`Button ${index}`}</button>
    ))}
  </>
);

const portal = await measure(`${COUNT} @portal/ui Buttons (4 variants × 3 sizes)`, async () => {
  await mount(portalButtons);
  await unmount();
});
const native = await measure(`${COUNT} native <button> elements (baseline)`, async () => {
  await mount(nativeButtons);
  await unmount();
});

publish({
  name: 'Button render',
  figures: [portal, native],
  notes: [
    `@portal/ui Button costs ${(portal.medianMs / native.medianMs).toFixed(1)}× a native button (mount + paint + unmount)`,
  ],
});
