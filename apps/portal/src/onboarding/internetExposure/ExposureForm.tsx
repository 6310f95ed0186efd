import type { ExternalSection } from '@portal/api';
import { Accordion, Badge, Form, type AccordionItem } from '@portal/ui';
import { useCallback, useMemo } from 'react';
import { MarkCompleteButton } from '../completion';
import { externalReady, type ExternalReadiness } from '../overview';
import {
  EXPOSURE_BOXES,
  exposureMissing,
  formValuesOf,
  needsScanAcknowledgement,
  type ExposureFormValues,
} from './exposureRules';
import { ExternalHostsFields } from './ExternalHostsFields';
import { MissingList, SectionBody, SectionFooter } from './InternetExposureSection.styles';
import { SaveOnLeave } from './SaveOnLeave';
import { SaveOnToggle } from './SaveOnToggle';
import { ScanConfigurationFields } from './ScanConfigurationFields';
import { useExposureSave } from './useExposureSave';

export interface ExposureFormProps {
  saved: ExternalSection;
  readiness: ExternalReadiness;
  canEdit: boolean;
}

function CompletionText({ complete }: { complete: boolean }) {
  return <Badge intent={complete ? 'success' : 'warning'}>{complete ? 'Complete' : 'Incomplete'}</Badge>;
}

/**
 * The Internet Exposure form (portal-onboarding §2.5, §4): the two accordion items, each change saved at once (lists
 * when their box loses focus, boxes on toggle), what Mark Complete still waits for, and Mark Complete itself (editors
 * only). The form is re-initialised from each saved reply but keeps what the user typed and has not saved.
 */
export function ExposureForm({ saved, readiness, canEdit }: ExposureFormProps) {
  const save = useExposureSave(saved, readiness);
  const initialValues = useMemo(() => formValuesOf(saved), [saved]);
  const missing = exposureMissing(saved, readiness);
  const onToggle = useCallback(
    (box: (typeof EXPOSURE_BOXES)[number], value: boolean) => void save.change({ field: box, value }),
    [save],
  );

  return (
    <Form<ExposureFormValues>
      onSubmit={() => undefined}
      initialValues={initialValues}
      keepDirtyOnReinitialize
      aria-label="Internet Exposure"
    >
      {({ form, values }) => {
        const leave = (field: 'ipAddresses' | 'dnsDomains') => {
          const state = form.getFieldState(field);
          if (canEdit && state?.valid === true) void save.change({ field, text: state.value ?? '' });
        };
        const toggle = (box: (typeof EXPOSURE_BOXES)[number], value: boolean) => {
          // The box empties the lists and unconfirms ownership; the form shows it at once.
          if (box === 'noExternalHosts' && value)
            form.batch(() => {
              form.change('ipAddresses', '');
              form.change('dnsDomains', '');
              form.change('domainOwnershipConfirmed', false);
            });
          onToggle(box, value);
        };
        const items: AccordionItem[] = [
          {
            id: 'hosts',
            title: 'External Scan Hosts',
            summary: <CompletionText complete={saved.completed} />,
            content: (
              <ExternalHostsFields
                saved={saved}
                canEdit={canEdit}
                noHosts={values.noExternalHosts}
                ownershipFeature={readiness.ownershipFeature}
              />
            ),
          },
          {
            id: 'scan',
            title: 'Vulnerability Scan Configuration',
            summary: <CompletionText complete={saved.completed} />,
            content: <ScanConfigurationFields canEdit={canEdit} required={needsScanAcknowledgement(readiness)} />,
          },
        ];
        return (
          <SectionBody>
            {canEdit && <SaveOnToggle onToggle={toggle} />}
            {canEdit && <SaveOnLeave onLeave={leave} />}
            <Accordion items={items} defaultExpandedIds={['hosts']} />
            {canEdit && !saved.completed && missing.length > 0 && (
              <MissingList aria-label="Still needed">
                {missing.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </MissingList>
            )}
            {canEdit && (
              <SectionFooter>
                <MarkCompleteButton
                  complete={saved.completed}
                  disabled={!saved.completed && !externalReady(saved, readiness)}
                  onChange={save.setCompleted}
                />
              </SectionFooter>
            )}
          </SectionBody>
        );
      }}
    </Form>
  );
}
