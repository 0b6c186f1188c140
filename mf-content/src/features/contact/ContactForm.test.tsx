import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TIMEOUT_MS, site } from 'shared/config';
import { inquiryTypeLabels, inquiryTypes } from 'contracts/rules';
import { createFetchDouble, jsonResponse, neverAnswered, renderWithSite, TEST_API, type FetchDouble } from 'test-utils';
import { ContactForm } from './ContactForm';

const sent = 'Message sent successfully! Our Kenya vacation rental team will contact you within 2 hours.';
const failed = `Failed to send message. Please call us directly at ${site.phone} or WhatsApp us.`;

let http: FetchDouble;
beforeEach(() => {
  http = createFetchDouble().on('POST', '/api/contact', () =>
    jsonResponse(201, { data: { id: '1', inquiryType: 'other', createdAt: '2024-09-01T08:00:00.000Z' } }),
  );
});
afterEach(() => {
  http.restore();
  jest.useRealTimers();
});

const field = {
  firstName: () => screen.getByLabelText('First name'),
  lastName: () => screen.getByLabelText('Last name'),
  email: () => screen.getByLabelText('Email address'),
  phone: () => screen.getByLabelText('Phone number'),
  inquiryType: () => screen.getByLabelText('Inquiry type'),
  message: () => screen.getByLabelText('Message'),
};
const submit = () => screen.getByRole('button', { name: 'Send Inquiry' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.firstName(), 'Achieng');
  await user.type(field.lastName(), 'Odhiambo');
  await user.type(field.email(), 'achieng@example.co.ke');
  await user.type(field.message(), 'Looking for a two-bedroom in Kilimani for March.');
}

function setup(route = '/contact') {
  const user = userEvent.setup();
  renderWithSite(<ContactForm />, { route });
  return user;
}

describe('contact form', () => {
  it('labels every field so it can be filled by its name', () => {
    setup();
    for (const get of Object.values(field)) expect(get()).toBeInTheDocument();
  });

  it('offers the nine inquiry types of the spec, and the type is optional', () => {
    setup();
    const options = screen.getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['', ...inquiryTypes]);
    expect(screen.getByRole('option', { name: inquiryTypeLabels['list-property'] })).toBeInTheDocument();
  });

  it('suggests the +254 format for the phone number', () => {
    setup();
    expect(field.phone()).toHaveAttribute('placeholder', expect.stringMatching(/^\+254/));
  });

  it('says "Please fill in all required fields" and sends nothing when a required field is empty', async () => {
    const user = setup();
    await user.type(field.firstName(), 'Achieng');
    await user.type(field.email(), 'achieng@example.co.ke');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(field.lastName()).toHaveAttribute('aria-invalid', 'true');
    expect(field.lastName()).toHaveFocus();
    expect(http.calls).toHaveLength(0);
  });

  it('treats a required field holding only spaces as empty', async () => {
    const user = setup();
    await fillRequired(user);
    await user.clear(field.message());
    await user.type(field.message(), '   ');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(http.calls).toHaveLength(0);
  });

  it.each(['achieng', 'achieng@example', 'achieng @example.com', '@example.com'])(
    'says "Please enter a valid email address" for %s',
    async (email) => {
      const user = setup();
      await fillRequired(user);
      await user.clear(field.email());
      await user.type(field.email(), email);
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
      expect(http.calls).toHaveLength(0);
    },
  );

  it('sends without a phone number or inquiry type, since both are optional', async () => {
    const user = setup();
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(sent);
    expect(http.calls).toHaveLength(1);
  });

  it('refuses a phone number the API would reject, before sending', async () => {
    const user = setup();
    await fillRequired(user);
    await user.type(field.phone(), '12');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/valid phone number/);
    expect(http.calls).toHaveLength(0);
  });

  it('posts the trimmed inquiry as JSON to /api/contact', async () => {
    const user = setup();
    await user.type(field.firstName(), '  Achieng ');
    await user.type(field.lastName(), 'Odhiambo');
    await user.type(field.email(), 'achieng@example.co.ke ');
    await user.type(field.phone(), '+254 722 000 111');
    await user.selectOptions(field.inquiryType(), 'safari-accommodation');
    await user.type(field.message(), 'Three nights in the Mara in August. ');
    await user.click(submit());
    await screen.findByRole('alert');
    const [call] = http.calls;
    expect(call?.method).toBe('POST');
    expect(call?.url.href).toBe(`${TEST_API}/api/contact`);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      email: 'achieng@example.co.ke',
      phone: '+254 722 000 111',
      inquiryType: 'safari-accommodation',
      message: 'Three nights in the Mara in August.',
    });
  });

  it('shows "Sending Inquiry..." on a disabled button while the inquiry is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    http.on('POST', '/api/contact', () => new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    await fillRequired(user);
    await user.click(submit());
    const button = await screen.findByRole('button', { name: 'Sending Inquiry...' });
    expect(button).toBeDisabled();
    answer(jsonResponse(201, { data: { id: '1', inquiryType: 'other', createdAt: '' } }));
    expect(await screen.findByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
  });

  it('confirms success and clears the form', async () => {
    const user = setup();
    await fillRequired(user);
    await user.type(field.phone(), '0712 345 678');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(sent);
    for (const get of Object.values(field)) expect(get()).toHaveValue('');
  });

  it('keeps what was typed and points to the phone line when the server refuses', async () => {
    http.on('POST', '/api/contact', () => jsonResponse(500, { error: 'Something went wrong' }));
    const user = setup();
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(field.firstName()).toHaveValue('Achieng');
    expect(field.message()).toHaveValue('Looking for a two-bedroom in Kilimani for March.');
  });

  it('says the same on a network error, and the person can try again', async () => {
    http.on('POST', '/api/contact', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = setup();
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(field.email()).toHaveValue('achieng@example.co.ke');

    http.on('POST', '/api/contact', () =>
      jsonResponse(201, { data: { id: '2', inquiryType: 'other', createdAt: '' } }),
    );
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(sent));
  });

  it('says the same when the server never answers, once the call has timed out, and keeps what was typed', async () => {
    http.on('POST', '/api/contact', () => neverAnswered());
    const user = setup();
    await fillRequired(user);
    jest.useFakeTimers();
    fireEvent.click(submit());
    expect(await screen.findByRole('button', { name: 'Sending Inquiry...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(submit()).toBeEnabled();
    expect(field.message()).toHaveValue('Looking for a two-bedroom in Kilimani for March.');
    expect(http.calls[0]?.signal?.aborted).toBe(true);
  });

  it('preselects the inquiry type named in the address (?inquiry=list-property)', () => {
    setup('/contact?inquiry=list-property');
    expect(field.inquiryType()).toHaveValue('list-property');
  });

  it('ignores an inquiry type in the address that the spec does not list', () => {
    setup('/contact?inquiry=penthouse');
    expect(field.inquiryType()).toHaveValue('');
  });
});
