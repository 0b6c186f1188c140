import { bookingRequiredFields } from './api';
import { BookingRequestSchema, ContactInquirySchema } from './schemas';
import { bookingRequestRules, checkRequest, inquiryRules } from './requestRules';

const inquiry = {
  firstName: 'Kamau',
  lastName: 'Mutiso',
  email: 'kamau@example.com',
  phone: '',
  message: 'Four apartments in Upper Hill, please.',
};

describe('checkRequest (the forms read the rules the API is built from)', () => {
  it('lists every blank required field, after trimming', () => {
    expect(checkRequest(inquiryRules, { ...inquiry, firstName: '  ', message: '' })).toEqual({
      missing: ['firstName', 'message'],
    });
  });

  it('answers the rule’s own text for an email or phone of the wrong form (SPEC §5)', () => {
    expect(checkRequest(inquiryRules, { ...inquiry, email: 'kamau at example.com' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
    expect(checkRequest(inquiryRules, { ...inquiry, phone: '0812345678' })).toEqual({
      field: 'phone',
      message: 'Please enter a valid phone number, e.g. +254 712 345 678 or 0712 345 678',
    });
  });

  it('passes an optional phone left blank and a trimmed email', () => {
    expect(checkRequest(inquiryRules, { ...inquiry, phone: '  ', email: ' kamau@example.com ' })).toBeNull();
  });

  it('refuses text longer than the API takes, as the API words it', () => {
    expect(checkRequest(inquiryRules, { ...inquiry, firstName: 'x'.repeat(61) })).toEqual({
      field: 'firstName',
      message: 'First name must be at most 60 characters',
    });
  });

  it('checks only the fields asked for', () => {
    expect(checkRequest(bookingRequestRules, { name: 'Wambui', email: 'wambui@' }, ['name'])).toBeNull();
  });
});

describe('the schemas are built from the rules', () => {
  it('require the rules’ required fields', () => {
    expect(ContactInquirySchema.required).toEqual(inquiryRules.required);
    expect(BookingRequestSchema.required).toEqual(bookingRequiredFields);
    expect(bookingRequiredFields).toEqual(expect.arrayContaining([...bookingRequestRules.required]));
  });

  it('carry the rules’ keywords', () => {
    expect(BookingRequestSchema.properties.phone).toMatchObject(bookingRequestRules.fields.phone);
    expect(ContactInquirySchema.properties.email).toMatchObject(inquiryRules.fields.email);
  });
});
