/**
 * What an email address input asks of the browser: the keyboard with "@", autofill from the saved
 * address, and no capital letter or spelling fix on the way in.
 */
export const emailInput = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** A phone number input: the phone keypad and autofill from the saved number. */
export const phoneInput = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;
