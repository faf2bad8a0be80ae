import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '../constants/messages';
import {
  emailField,
  isDateFieldName,
  isLooseEmail,
  isTimeFieldName,
  notEmptyArray,
  numberField,
  optionalString,
  requiredString,
  urlField,
  withMatch,
} from './validators';

const firstMessage = (schema: z.ZodType, value: unknown): string | undefined =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('shared validators (spec 01 §5)', () => {
  it('requires text, then checks its length, in the spec words', () => {
    expect(firstMessage(requiredString(), undefined)).toBe('This field is required');
    expect(firstMessage(requiredString(), '   ')).toBe('This field is required');
    expect(firstMessage(requiredString(5), 'abcdef')).toBe('Must be at most 5 characters');
    expect(firstMessage(requiredString(10, 3), 'ab')).toBe('Must be at least 3 characters');
    expect(requiredString(10, 3).parse('  abc  ')).toBe('abc');
  });

  it('keeps the required message first when several rules fail', () => {
    const issues = requiredString(10, 3).safeParse('').error?.issues ?? [];
    expect(issues[0]?.message).toBe(MSG.required);
  });

  it('lets optional text be empty, still bounded', () => {
    expect(optionalString().safeParse(undefined).success).toBe(true);
    expect(optionalString().safeParse('').success).toBe(true);
    expect(firstMessage(optionalString(3), 'abcd')).toBe('Must be at most 3 characters');
  });

  it('accepts loose e-mails and lower-cases them', () => {
    expect(emailField().parse(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(firstMessage(emailField(), 'ana@example')).toBe('Must be a valid email');
    expect(firstMessage(emailField(), '')).toBe('This field is required');
    expect(isLooseEmail('a@b.co')).toBe(true);
    expect(isLooseEmail('a b@c.d')).toBe(false);
  });

  it('accepts web addresses only', () => {
    expect(urlField().parse(' https://lanehub.example/path?q=1 ')).toBe('https://lanehub.example/path?q=1');
    expect(urlField().safeParse('http://localhost:3000').success).toBe(true);
    expect(firstMessage(urlField(), 'lanehub')).toBe('Must be a valid URL');
    expect(firstMessage(urlField(), 'javascript:alert(1)')).toBe('Must be a valid URL');
    expect(firstMessage(urlField(), '')).toBe('This field is required');
  });

  it('reads numbers from inputs, telling empty from not a number', () => {
    expect(numberField().parse('1,250.5')).toBe(1250.5);
    expect(numberField().parse(7)).toBe(7);
    expect(firstMessage(numberField(), '')).toBe('This field is required');
    expect(firstMessage(numberField(), null)).toBe('This field is required');
    expect(firstMessage(numberField(), 'twelve')).toBe('Must be a number');
  });

  it('requires at least one item in a list', () => {
    expect(firstMessage(notEmptyArray(z.string()), [])).toBe('Please add at least one item');
    expect(firstMessage(notEmptyArray(z.string()), undefined)).toBe('Please add at least one item');
    expect(notEmptyArray(z.string()).parse(['a'])).toEqual(['a']);
  });

  it('matches two fields and reports on the first', () => {
    const schema = withMatch(z.object({ password: z.string().min(8), confirm: z.string() }), {
      field: 'confirm',
      other: 'password',
      message: MSG.passwordsDontMatch,
    });
    expect(schema.safeParse({ password: 'secret-1', confirm: 'secret-1' }).success).toBe(true);
    const issues = schema.safeParse({ password: 'short', confirm: 'other' }).error?.issues ?? [];
    // The mismatch is reported even while another field has its own error.
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'confirm',
      'The two passwords that you entered do not match!',
    ]);
  });

  it('tells date and time fields by their names', () => {
    expect(isDateFieldName('pickupDate')).toBe(true);
    expect(isDateFieldName('dateOfBirth')).toBe(false);
    expect(isTimeFieldName('pickupTime')).toBe(true);
    expect(isTimeFieldName('timezone')).toBe(false);
  });
});

describe('websiteField (issue 13 §10)', () => {
  it('takes what people type and stores https', async () => {
    const { websiteField } = await import('./validators');
    const field = websiteField();
    expect(field.parse('example.com')).toBe('https://example.com');
    expect(field.parse(' www.example.com ')).toBe('https://www.example.com');
    expect(field.parse('http://example.com/about')).toBe('http://example.com/about');
    expect(field.parse('https://shop.example.co.uk')).toBe('https://shop.example.co.uk');
    expect(field.parse('')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.safeParse('not a site').success).toBe(false);
    expect(field.safeParse('localhost').success).toBe(false);
    expect(field.safeParse('ftp://example.com').success).toBe(false);
  });
});
