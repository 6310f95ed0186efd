import type { Decorator } from 'final-form';

/**
 * A final-form decorator: calls `onFailed` after every submit that failed, whether a field's own check stopped it
 * or the server rejected a field. A check that stops the submit is known at once, inside the user's click or key
 * press; a server's answer when it arrives.
 */
export function onSubmitFailed<Values extends object>(onFailed: () => void): Decorator<Values> {
  return (form) => {
    const submit = form.submit;
    const check = () => {
      if (form.getState().submitFailed) onFailed();
    };
    form.submit = () => {
      const result = submit();
      if (form.getState().submitting) void result?.then(check, () => undefined);
      else check();
      return result;
    };
    return () => {
      form.submit = submit;
    };
  };
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

/**
 * The control to focus after a failed submit: the first in DOM order that the kit marked invalid (a field marks its
 * control, a radio group its group, so the group's first radio). Disabled controls are skipped.
 */
export function firstInvalidControl(root: ParentNode): HTMLElement | null {
  for (const marked of root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const control = marked.matches(FOCUSABLE) ? marked : marked.querySelector<HTMLElement>(FOCUSABLE);
    if (control !== null && !control.matches(':disabled')) return control;
  }
  return null;
}
