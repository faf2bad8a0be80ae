import { defineMessages } from '../constants/messages';

// Messages of the generic resource routes and field kinds (registry v2).
export const RESOURCE_MSG = defineMessages('resources.messages', {
  amount: 'Must be an amount with at most 4 decimals',
  currency: 'Must be a currency code such as CAD or USD',
  date: 'Must be a date (YYYY-MM-DD)',
  choose: 'Please choose one of the values',
  /** A reference field's id is not one of the company's rows of the target. */
  unknownReference: 'Please choose one of your own records',
});
