import { defineMessages, withParams } from './message-registry';

export * from './message-registry';

// User-visible messages in the spec's own words (spec 01 §5, §8; spec 02 §5, §8). Codes are
// `messages.<key>` (message-registry.ts explains how texts are known by code).
export const MSG = defineMessages('messages', {
  required: 'This field is required',
  minLength: withParams('Must be at least {{n}} characters', (n: number) => ({ n })),
  maxLength: withParams('Must be at most {{n}} characters', (n: number) => ({ n })),
  notEmptyArray: 'Please add at least one item',
  email: 'Must be a valid email',
  number: 'Must be a number',
  url: 'Must be a valid URL',
  passwordRequired: 'Please input your password!',
  confirmRequired: 'Please confirm your password!',
  passwordsDontMatch: 'The two passwords that you entered do not match!',
  emailRequired: 'Please input your email!',
  loginError: 'Login error',
  accountInvalid: 'The company name or account number is not valid',
  userNotFound: 'The user is not found',
  noCompany: 'No company profile was found',
  companyPending: 'The company account has not been confirmed yet',
  updateUserFailed: 'Failed to update user',
  profileUpdated: 'Your user profile has been updated',
  pressHome: 'Please press home',
  noNotification: 'You do not have any notification',
  fetchError: 'Fetching data error!',
  deleteError: 'Delete data error!',
  noResults: 'No results',
  // Platform messages where the spec gives none, in its style.
  invalidCredentials: 'The email or password is incorrect',
  tooManyLogins: 'Too many log-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  invalidCursor: 'This page of the list cannot be found; start again from the first page',
  tooManyWrites: 'Your company is making too many changes at once. Please wait a minute and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notAuthenticated: 'Please log in to continue',
  forbidden: 'You do not have permission to do this',
  notFound: 'The record was not found',
  invalidApiKey: 'The API key is missing or not valid',
  validationFailed: 'Some fields are not valid',
  userDisabled: 'This user has been disabled',
  companyDisabled: 'This company has been disabled',
  payloadTooLarge: 'The request is too large',
  internalError: 'Something went wrong. Please try again.',
  conflict: 'This record already exists',
  inUseOrMissing: 'The record is still in use or refers to a missing record',
  /** An id in a request that names no row of the caller's company (a composite key refused it). */
  referenceNotFound: 'The selected record was not found',
  /** A state change that another one beat (platform/transition.ts): 'This company request is already approved'. */
  stateConflict: 'This {what} is already {current}',
  noSuchRoute: 'No such API route',
  atLeast: withParams('Must be at least {{n}}', (n: number) => ({ n })),
  atMost: withParams('Must be at most {{n}}', (n: number) => ({ n })),
  wholeNumber: 'Must be a whole number',
  lettersDigitsDashes: 'Use letters, digits and dashes only',
  isoCountryCode: 'Use the two-letter ISO country code (e.g. CA)',
  countryNotFound: 'The country was not found',
  typeNotInMode: 'The type does not belong to the mode',
  validId: 'Must be a valid id',
  sortBy: withParams('Sort by one of: {{fields}}', (fields: readonly string[]) => ({ fields: fields.join(', ') })),
  bulkDeleteMax: withParams('Delete at most {{n}} records at a time', (n: number) => ({ n })),
  // A simple entity's success messages (resources/define-resource.ts), by its label.
  created: withParams('{{label}} has been created', (label: string) => ({ label })),
  updated: withParams('{{label}} has been updated', (label: string) => ({ label })),
  deleted: withParams('{{label}} has been deleted', (label: string) => ({ label })),
  recordsDeleted: withParams('{{labelPlural}} have been deleted', (labelPlural: string) => ({ labelPlural })),
  controlCharacters: 'Must not contain control characters',
  // A message and the failure that caused it ('Failed to add company location: row 3: …'); both are
  // messages, sent with their own codes so that each is translated.
  withCause: withParams('{{message}}: {{cause}}', (message: string, cause: string) => ({ message, cause }), {
    nested: ['message', 'cause'],
  }),
  // A reply whose text is not one of ours (Fastify's own client errors): shown as it came.
  asSent: withParams('{{text}}', (text: string) => ({ text })),
});
