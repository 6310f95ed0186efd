import { Button, ErrorPanel, Panel, Spinner } from '@portal/ui';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { PATHS } from '../../routes/paths';
import { switchCustomer } from '../../state/switching';
import { ErrorText, Field, Form, Label, Select } from '../formStyles';
import { Page, PageTitle } from '../pageLayout';

export const CUSTOMER_LIST_ERROR = 'Failed to retrieve list of available customer names to switch to';
export const CUSTOMER_REQUIRED = 'Select a customer to switch to';

/** /customers: pick any customer the user may switch to (portal-core §2 customer switch page). */
export function CustomerSwitchPage() {
  const { data, error, isLoading, mutate } = useApi('customerNames', {});
  const [selected, setSelected] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const selectId = useId();
  const errorId = useId();
  const customerSelect = useRef<HTMLSelectElement>(null);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected === '') {
      setInvalid(true);
      customerSelect.current?.focus();
      return;
    }
    setBusy(true);
    const customer = await switchCustomer(selected);
    setBusy(false);
    if (customer) void navigate(PATHS.root);
  };

  return (
    <Page>
      <PageTitle>Switch Customers</PageTitle>
      <Panel>
        {isLoading && <Spinner label="Loading customers..." showLabel />}
        {error && <ErrorPanel message={CUSTOMER_LIST_ERROR} status={error.status} onRetry={() => void mutate()} />}
        {data && (
          <Form onSubmit={(event) => void submit(event)} noValidate>
            <Field>
              <Label htmlFor={selectId}>Customer</Label>
              <Select
                ref={customerSelect}
                id={selectId}
                value={selected}
                aria-invalid={invalid}
                aria-describedby={invalid ? errorId : undefined}
                onChange={(event) => {
                  setSelected(event.target.value);
                  setInvalid(false);
                }}
              >
                <option value="">Select a customer</option>
                {data.names.map((customer) => (
                  <option key={customer.id} value={customer.id}>
                    {customer.name}
                  </option>
                ))}
              </Select>
              {invalid && (
                <ErrorText id={errorId} role="alert">
                  {CUSTOMER_REQUIRED}
                </ErrorText>
              )}
            </Field>
            <div>
              <Button type="submit" variant="primary" loading={busy}>
                Switch Customer
              </Button>
            </div>
          </Form>
        )}
      </Panel>
    </Page>
  );
}
