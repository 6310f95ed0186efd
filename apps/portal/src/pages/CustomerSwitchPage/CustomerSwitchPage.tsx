import { Button, Form, Panel, SelectField } from '@portal/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { PATHS } from '../../routing/paths';
import { switchCustomer, switching } from '../../state/switching';
import { AsyncContent, PageFrame } from '../../kit';

export const CUSTOMER_LIST_ERROR = 'Failed to retrieve list of available customer names to switch to';
export const CUSTOMER_REQUIRED = 'Select a customer to switch to';

interface CustomerChoice {
  customer?: string;
}

type CustomerNames = ReturnType<typeof useApi<'customerNames'>>['data'];

/**
 * The last list shown: a switch drops the data cache, and while one is pending or has failed the form stays on
 * screen (busy, then with the choice kept) rather than fall back to loading.
 */
let lastNames: CustomerNames;

/** /customers: pick any customer the user may switch to (portal-core §2 customer switch page). */
export function CustomerSwitchPage() {
  const { current } = useSnapshot(switching);
  const names = useApi('customerNames', {}, { fallbackData: current.status === 'idle' ? undefined : lastNames });
  useEffect(() => {
    if (names.data !== undefined) lastNames = names.data;
  }, [names.data]);
  const pending = current.status === 'pending';
  const choice = current.status === 'idle' ? undefined : current.customerId;
  const navigate = useNavigate();

  // The field's required check stops a submit without a choice; a failed switch shows as a toast (switching.ts).
  const submit = async ({ customer }: CustomerChoice) => {
    if (customer === undefined) return undefined;
    if (await switchCustomer(customer)) void navigate(PATHS.root);
    return undefined;
  };

  return (
    <PageFrame title="Switch Customers" width="narrow">
      <Panel>
        <AsyncContent query={names} loading="Loading customers..." errorMessage={() => CUSTOMER_LIST_ERROR}>
          {(data) => (
            <Form<CustomerChoice> onSubmit={submit} initialValues={{ customer: choice }}>
              {({ submitting }) => (
                <>
                  <SelectField
                    name="customer"
                    label="Customer"
                    placeholder="Select a customer"
                    options={data.names.map((customer) => ({ value: customer.id, label: customer.name }))}
                    required
                    requiredMessage={CUSTOMER_REQUIRED}
                  />
                  <div>
                    <Button type="submit" variant="primary" loading={submitting || pending}>
                      Switch Customer
                    </Button>
                  </div>
                </>
              )}
            </Form>
          )}
        </AsyncContent>
      </Panel>
    </PageFrame>
  );
}
