import { formatFullNumber } from '@portal/ui';
import { useId, useMemo, type ReactNode } from 'react';
import type { SubscriptionsReply } from '@portal/api';
import type { ApiQuery } from '../../api/useApi';
import { DataPanel } from '../../kit';
import { sectionError } from './SectionError';
import { STATUS_MESSAGES } from './statusMessages';
import { hasNoPurchases, purchases, type Purchases } from './statusRules';
import { Count, Item, ItemList, Muted, SiteBlock, Stack, SubHeading } from './StatusPage.styles';

export const PRODUCTS_TITLE = 'Purchased products and add-ons';

/** Not in the spec (README, decisions): what a customer without any subscription sees. */
export const NO_PURCHASES = 'No purchased products or add-ons were found';

function Group({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <SiteBlock aria-labelledby={headingId}>
      <SubHeading id={headingId}>{title}</SubHeading>
      {children}
    </SiteBlock>
  );
}

function PurchaseLists({ products, addOns }: Purchases) {
  return (
    <Stack>
      <Group title="Products">
        {products.length === 0 ? (
          <Muted>None</Muted>
        ) : (
          <ItemList>
            {products.map((product) => (
              <Item key={product.serviceType}>{product.name}</Item>
            ))}
          </ItemList>
        )}
      </Group>
      {addOns.length > 0 && (
        <Group title="Cloud sensor add-ons">
          <ItemList>
            {addOns.map((addOn) => (
              <Item key={addOn.kind}>
                <span>{addOn.label}</span>
                <Count>{formatFullNumber(addOn.count)}</Count>
              </Item>
            ))}
          </ItemList>
        </Group>
      )}
    </Stack>
  );
}

/** The organisation's subscriptions: each purchased product, and the cloud sensors bought with them. */
export function ProductsSection({ query: subscriptions }: { query: ApiQuery<SubscriptionsReply> }) {
  const data = useMemo(() => subscriptions.data && purchases(subscriptions.data), [subscriptions.data]);
  return (
    <DataPanel<Purchases>
      title={PRODUCTS_TITLE}
      query={{ ...subscriptions, data }}
      loading="Loading purchased products and add-ons..."
      errorMessage={sectionError(STATUS_MESSAGES.purchasesFailed)}
      isEmpty={hasNoPurchases}
      empty={{ title: NO_PURCHASES }}
    >
      {(value) => <PurchaseLists {...value} />}
    </DataPanel>
  );
}
