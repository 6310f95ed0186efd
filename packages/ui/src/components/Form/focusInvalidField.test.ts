// @vitest-environment happy-dom
import { createForm, FORM_ERROR, type SubmissionErrors } from 'final-form';
import { describe, expect, it, vi } from 'vitest';
import { firstInvalidControl, onSubmitFailed } from './focusInvalidField';

function formWithField(onSubmit: () => SubmissionErrors | Promise<SubmissionErrors> | undefined) {
  const form = createForm<{ email?: string }>({ onSubmit });
  form.registerField('email', () => undefined, {}, { getValidator: () => (value) => (value ? undefined : 'Enter') });
  const failed = vi.fn();
  const undo = onSubmitFailed<{ email?: string }>(failed)(form);
  return { form, failed, undo };
}

describe('onSubmitFailed', () => {
  it('reports a submit stopped by a field check at once, every time', () => {
    const { form, failed } = formWithField(() => undefined);
    void form.submit();
    expect(failed).toHaveBeenCalledTimes(1);
    void form.submit();
    expect(failed).toHaveBeenCalledTimes(2);
  });

  it("reports a server's rejection when it arrives, and not a success", async () => {
    let answer: SubmissionErrors = { email: 'Taken' };
    const { form, failed } = formWithField(() => Promise.resolve(answer));
    form.change('email', 'dana@northwind.example');
    await form.submit();
    await Promise.resolve();
    expect(failed).toHaveBeenCalledTimes(1);
    answer = undefined;
    await form.submit();
    await Promise.resolve();
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('reports a form-level rejection too (the focus then stays, as no field is marked)', () => {
    const { form, failed } = formWithField(() => ({ [FORM_ERROR]: 'Unable to save' }));
    form.change('email', 'dana@northwind.example');
    void form.submit();
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('puts submit back when the form is torn down', () => {
    const { form, failed, undo } = formWithField(() => undefined);
    undo();
    void form.submit();
    expect(failed).not.toHaveBeenCalled();
  });
});

describe('firstInvalidControl', () => {
  const root = (html: string) => {
    const element = document.createElement('form');
    element.innerHTML = html;
    return element;
  };

  it('answers the first marked control in document order', () => {
    const form = root(
      '<input name="a"><input name="b" aria-invalid="true"><select name="c" aria-invalid="true"></select>',
    );
    expect(firstInvalidControl(form)?.getAttribute('name')).toBe('b');
  });

  it("answers a marked group's first control and skips disabled controls", () => {
    const form = root(
      '<input name="a" aria-invalid="true" disabled>' +
        '<div role="radiogroup" aria-invalid="true"><input type="radio" name="r" value="x"></div>',
    );
    expect(firstInvalidControl(form)?.getAttribute('name')).toBe('r');
  });

  it('answers null when nothing is marked', () => {
    expect(firstInvalidControl(root('<input name="a" aria-invalid="false">'))).toBeNull();
  });
});
