import type { Meta, StoryObj } from '@storybook/react-vite';
import { INTENTS, themes, type Intent, type PortalTheme } from '@portal/ui';
import { useTheme } from 'styled-components';
import { expect, within } from 'storybook/test';
import { Bar, Chip, Grid, Page, Rows, Section, TokenCard } from './tokenParts';

const SPACING_UNITS = [0.25, 0.5, 1, 1.5, 2, 3, 4, 6, 8] as const;
const INTENT_FIELDS = ['main', 'shade', 'text', 'border', 'contrast', 'subtle'] as const;
type IntentField = (typeof INTENT_FIELDS)[number];

function entries<T extends object>(record: T): [string, T[keyof T]][] {
  return Object.entries(record) as [string, T[keyof T]][];
}

/**
 * How each intent token is sampled. Text appears only on the pairs the theme guarantees for contrast (the contrast
 * colour on the main fill, intent text on surfaces and on the subtle fill); shade and border are colour samples.
 */
function IntentChip({ theme, intent, field }: { theme: PortalTheme; intent: Intent; field: IntentField }) {
  const colors = theme.colors.intent[intent];
  switch (field) {
    case 'main':
    case 'contrast':
      return <Chip style={{ background: colors.main, color: colors.contrast }}>Aa</Chip>;
    case 'text':
      return <Chip style={{ background: theme.colors.background.primary, color: colors.text }}>Aa</Chip>;
    case 'subtle':
      return <Chip style={{ background: colors.subtle, color: colors.text }}>Aa</Chip>;
    case 'shade':
      return <Chip style={{ background: colors.shade }} />;
    case 'border':
      return <Chip style={{ borderColor: colors.border, borderWidth: theme.sizes.focusRing }} />;
  }
}

function TokensPage() {
  const theme = useTheme();
  const { colors } = theme;
  return (
    <Page>
      <Section title="Intents">
        {INTENTS.map((intent) => (
          <Grid key={intent} aria-label={`${intent} intent`}>
            {INTENT_FIELDS.map((field) => (
              <TokenCard key={field} name={`colors.intent.${intent}.${field}`} value={colors.intent[intent][field]}>
                <IntentChip theme={theme} intent={intent} field={field} />
              </TokenCard>
            ))}
          </Grid>
        ))}
      </Section>
      <Section title="Backgrounds">
        <Grid>
          {entries(colors.background).map(([name, value]) => (
            <TokenCard key={name} name={`colors.background.${name}`} value={value}>
              <Chip style={{ background: value, color: colors.text.primary }}>Aa</Chip>
            </TokenCard>
          ))}
        </Grid>
      </Section>
      <Section title="Text">
        <Grid>
          {entries(colors.text).map(([name, value]) => (
            <TokenCard key={name} name={`colors.text.${name}`} value={value}>
              <Chip
                style={{
                  background: name === 'inverse' ? colors.text.primary : colors.background.primary,
                  color: name === 'disabled' ? colors.text.secondary : value,
                }}
              >
                Aa
              </Chip>
            </TokenCard>
          ))}
        </Grid>
      </Section>
      <Section title="Borders and focus">
        <Grid>
          {[
            ...entries(colors.border).map(([name, value]) => [`colors.border.${name}`, value] as const),
            ['colors.focus', colors.focus] as const,
          ].map(([name, value]) => (
            <TokenCard key={name} name={name} value={value}>
              <Chip style={{ borderColor: value, borderWidth: theme.sizes.focusRing }} />
            </TokenCard>
          ))}
          <TokenCard name="colors.overlay" value={colors.overlay}>
            <Chip style={{ background: colors.overlay }} />
          </TokenCard>
        </Grid>
      </Section>
      <Section title="Spacing">
        <Rows>
          {SPACING_UNITS.map((units) => (
            <TokenCard key={units} name={`spacing(${units})`} value={theme.spacing(units)}>
              <Bar style={{ width: theme.spacing(units) }} />
            </TokenCard>
          ))}
        </Rows>
      </Section>
      <Section title="Radii and shadows">
        <Grid>
          {entries(theme.radii).map(([name, value]) => (
            <TokenCard key={name} name={`radii.${name}`} value={value}>
              <Chip style={{ borderRadius: value, borderColor: colors.border.strong }} />
            </TokenCard>
          ))}
          {entries(theme.shadows).map(([name, value]) => (
            <TokenCard key={name} name={`shadows.${name}`} value={value}>
              <Chip style={{ boxShadow: value, background: colors.background.elevated }} />
            </TokenCard>
          ))}
        </Grid>
      </Section>
      <Section title="Typography">
        <Rows>
          {entries(theme.typography.size).map(([name, value]) => (
            <TokenCard key={name} name={`typography.size.${name}`} value={value}>
              <span style={{ fontSize: value }}>Online Endpoints 2,431</span>
            </TokenCard>
          ))}
          {entries(theme.typography.weight).map(([name, value]) => (
            <TokenCard key={name} name={`typography.weight.${name}`} value={value}>
              <span style={{ fontWeight: value }}>Sensor & Scanner Status</span>
            </TokenCard>
          ))}
          {entries(theme.typography.lineHeight).map(([name, value]) => (
            <TokenCard key={name} name={`typography.lineHeight.${name}`} value={value} />
          ))}
          <TokenCard name="typography.fontFamily" value={theme.typography.fontFamily} />
          <TokenCard name="typography.fontFamilyMono" value={theme.typography.fontFamilyMono}>
            <code style={{ fontFamily: theme.typography.fontFamilyMono }}>2026-11-20T15:00Z</code>
          </TokenCard>
        </Rows>
      </Section>
      <Section title="Layers, motion and sizes">
        <Grid>
          {entries(theme.zIndex).map(([name, value]) => (
            <TokenCard key={name} name={`zIndex.${name}`} value={value} />
          ))}
          {entries(theme.motion.duration).map(([name, value]) => (
            <TokenCard key={name} name={`motion.duration.${name}`} value={value} />
          ))}
          <TokenCard name="motion.easing.standard" value={theme.motion.easing.standard} />
          <TokenCard name="sizes.tooltipWidth" value={theme.sizes.tooltipWidth} />
          <TokenCard name="sizes.border" value={theme.sizes.border} />
          <TokenCard name="sizes.focusRing" value={theme.sizes.focusRing} />
          {entries(theme.sizes.control).map(([name, value]) => (
            <TokenCard key={name} name={`sizes.control.${name}`} value={value} />
          ))}
        </Grid>
      </Section>
    </Page>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensPage,
  parameters: {
    docs: {
      description: {
        component:
          'Every design token of the current theme (switch Light/Dark in the toolbar). Components read only these semantic tokens: intents (main, shade, text, border, contrast, subtle), backgrounds, text, borders, the 8 px spacing grid, radii, shadows, typography, z-index layers, motion and sizes.',
      },
    },
  },
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const theme = globals.theme === 'dark' ? themes.dark : themes.light;
    for (const title of ['Intents', 'Backgrounds', 'Text', 'Spacing', 'Typography', 'Layers, motion and sizes']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    for (const intent of INTENTS) {
      const swatches = within(canvas.getByRole('list', { name: `${intent} intent` }));
      const main = swatches.getByText(`colors.intent.${intent}.main`);
      await expect(main).toBeVisible();
      await expect(main.closest('li')).toHaveTextContent(theme.colors.intent[intent].main);
    }
    await expect(canvas.getByText('spacing(2)').closest('li')).toHaveTextContent(theme.spacing(2));
    await expect(canvas.getByText('sizes.tooltipWidth').closest('li')).toHaveTextContent('300px');
    await expect(canvas.getByText('zIndex.tooltip').closest('li')).toHaveTextContent(String(theme.zIndex.tooltip));
  },
};

/** The dark theme's values: the test run plays every story in light (and checks both themes with axe). */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
