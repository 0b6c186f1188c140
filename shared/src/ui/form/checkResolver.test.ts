import { checkResolver } from './checkResolver';

interface Values {
  name: string;
  email: string;
}

const options = { fields: {}, shouldUseNativeValidation: false };
const values: Values = { name: '', email: 'amina@example' };

describe('checkResolver', () => {
  it('passes the values on when the check finds nothing', async () => {
    const resolver = checkResolver<Values>(() => null);
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('makes each message the error of its field, and nothing is passed on', async () => {
    const resolver = checkResolver<Values>(() => ({ name: 'Full name is required', email: undefined }));
    expect(await resolver(values, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'check', message: 'Full name is required' } },
    });
  });

  it("gives the check the form's context", async () => {
    const check = jest.fn((_values: Values, taken: readonly string[]) =>
      taken.includes(_values.email) ? { email: 'Taken' } : null,
    );
    const resolver = checkResolver(check);
    const result = await resolver(values, ['amina@example'], options);
    expect(check).toHaveBeenCalledWith(values, ['amina@example']);
    expect(result.errors).toEqual({ email: { type: 'check', message: 'Taken' } });
  });
});
