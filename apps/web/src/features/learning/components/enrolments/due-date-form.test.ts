import { describe, expect, it } from 'vitest';
import { DUE_DATE_INVALID, DUE_DATE_PAST } from '@talentpath/contracts/learning-messages';
import { dueDateForm } from './due-date-form';

const schema = dueDateForm(() => '2026-11-24');
const check = (dueDate: string) => schema['~standard'].validate({ dueDate });

describe('the due date field', () => {
  it('takes no date as none', () => {
    expect(check('')).toEqual({ value: { dueDate: null } });
    expect(check('  ')).toEqual({ value: { dueDate: null } });
  });

  it('takes today and later days', () => {
    expect(check('2026-11-24')).toEqual({ value: { dueDate: '2026-11-24' } });
    expect(check(' 2027-02-28 ')).toEqual({ value: { dueDate: '2027-02-28' } });
  });

  it('refuses a day in the past with the contracts message', () => {
    expect(check('2026-11-23')).toEqual({ issues: [{ message: DUE_DATE_PAST, path: ['dueDate'] }] });
  });

  it('refuses what is not a day that exists', () => {
    for (const value of ['2026-02-30', '24.11.2026', 'soon'])
      expect(check(value)).toEqual({ issues: [{ message: DUE_DATE_INVALID, path: ['dueDate'] }] });
  });
});
