import { Button, Form, NumberField, SelectField } from '@portal/ui';
import { useApi } from '../../api/useApi';
import { useApiMutation } from '../../api/useApiMutation';
import { DataPanel, FactList, FactRow, PageFrame } from '../../kit';
import { ALLOTMENT_MESSAGES, allotmentChoices, DEFAULT_QUANTITY, quantityError } from './allotmentRules';

interface AllotmentValues {
  model?: string;
  quantity?: number;
}

/**
 * /allotment, provider staff only (portal-onboarding §2.8): choose a hardware item and a whole quantity (0 by
 * default) and submit; the current customer's allotments beside it refresh after a success.
 */
export function AllotmentPage() {
  const hardware = useApi('availableHardware', {});
  const products = useApi('products', {});
  const choices = hardware.data === undefined ? [] : allotmentChoices(hardware.data);
  const labelOf = (key: string) => choices.find((choice) => choice.value === key)?.label ?? key;
  const update = useApiMutation('allotment', {
    success: () => 'Allotment updated.',
    invalidates: ['products', 'availableHardware'],
  });

  // The fields' checks stop a submit without a hardware item; the outcome shows as a toast (kept values on failure).
  const submit = async (values: AllotmentValues) => {
    if (values.model === undefined) return undefined;
    await update.run({ body: { model: values.model, quantity: values.quantity ?? DEFAULT_QUANTITY } });
    return undefined;
  };

  return (
    <PageFrame title="Allotment Update" width="narrow">
      <DataPanel title="Update Allotment" query={hardware} loading="Loading hardware...">
        {() => (
          <Form<AllotmentValues>
            onSubmit={submit}
            initialValues={{ quantity: DEFAULT_QUANTITY }}
            aria-label="Update Allotment"
          >
            {({ submitting }) => (
              <>
                <SelectField
                  name="model"
                  label="Hardware"
                  placeholder="Select hardware"
                  options={choices}
                  required
                  requiredMessage={ALLOTMENT_MESSAGES.hardwareRequired}
                />
                <NumberField name="quantity" label="Quantity" min={0} step={1} required validate={quantityError} />
                <div>
                  <Button type="submit" variant="primary" loading={submitting}>
                    Submit
                  </Button>
                </div>
              </>
            )}
          </Form>
        )}
      </DataPanel>
      <DataPanel title="Current Allotments" query={products} loading="Loading allotments...">
        {(data) => (
          <FactList>
            {choices.map((choice) => (
              <FactRow key={choice.value}>
                <dt>{labelOf(choice.value)}</dt>
                <dd>{data.products.hardware_quantity[choice.value] ?? 0}</dd>
              </FactRow>
            ))}
          </FactList>
        )}
      </DataPanel>
    </PageFrame>
  );
}
