import { Step, Steps } from './AddAccountPage.styles';

export const WIZARD_STEPS = [
  'Select a cloud application',
  'Submit account information',
  'Review the submission',
] as const;

/** The three steps of §2.6, the current one marked for assistive technology. */
export function WizardSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <Steps aria-label="Add Account steps">
      {WIZARD_STEPS.map((label, index) => (
        <Step key={label} $current={index + 1 === current} aria-current={index + 1 === current ? 'step' : undefined}>
          {`${String(index + 1)}. ${label}`}
        </Step>
      ))}
    </Steps>
  );
}
