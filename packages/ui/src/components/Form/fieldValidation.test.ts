import { describe, expect, it } from 'vitest';
import { composeValidators, isBlank, resolveFieldStatus, sameList, type FieldStatusInput } from './fieldValidation';

const base: FieldStatusInput = {
  touched: true,
  error: undefined,
  submitError: undefined,
  dirtySinceLastSubmit: false,
  warning: undefined,
  success: undefined,
  blank: false,
};

describe('resolveFieldStatus', () => {
  it('says nothing until the field is touched', () => {
    expect(resolveFieldStatus({ ...base, touched: false, error: 'Enter a first name' })).toBeUndefined();
  });

  it('puts an error before a warning before success', () => {
    const all = { ...base, error: 'Bad', warning: 'Check', success: 'Good' };
    expect(resolveFieldStatus(all)).toEqual({ intent: 'error', message: 'Bad' });
    expect(resolveFieldStatus({ ...all, error: undefined })).toEqual({ intent: 'warning', message: 'Check' });
    expect(resolveFieldStatus({ ...all, error: undefined, warning: undefined })).toEqual({
      intent: 'success',
      message: 'Good',
    });
  });

  it('shows success only for a filled-in field', () => {
    expect(resolveFieldStatus({ ...base, success: 'Good', blank: true })).toBeUndefined();
  });

  it('shows a submit error until the field changes', () => {
    expect(resolveFieldStatus({ ...base, submitError: 'Taken' })).toEqual({ intent: 'error', message: 'Taken' });
    expect(resolveFieldStatus({ ...base, submitError: 'Taken', dirtySinceLastSubmit: true })).toBeUndefined();
  });

  it('ignores errors that are not messages', () => {
    expect(resolveFieldStatus({ ...base, error: true })).toBeUndefined();
    expect(resolveFieldStatus({ ...base, error: '' })).toBeUndefined();
  });
});

describe('helpers', () => {
  it('knows blank values', () => {
    for (const value of [undefined, null, '', '  ', [], false]) expect(isBlank(value)).toBe(true);
    for (const value of ['a', 0, [1], true]) expect(isBlank(value)).toBe(false);
  });

  it('runs validators in order and answers the first message', () => {
    const validate = composeValidators<string>(
      () => undefined,
      (value) => (value === 'x' ? 'First' : undefined),
      () => 'Second',
    );
    expect(validate('x', {})).toBe('First');
    expect(validate('y', {})).toBe('Second');
    expect(composeValidators<string>()('x', {})).toBeUndefined();
  });

  it('compares lists by their items', () => {
    expect(sameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameList(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameList(undefined, [])).toBe(true);
    expect(sameList('a', 'a')).toBe(true);
  });
});
