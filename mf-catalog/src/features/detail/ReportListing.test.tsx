import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moderationMessages } from 'contracts/moderation';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { ReportListing } from './ReportListing';

let api: FetchDouble;
let sent: unknown[];
beforeEach(() => {
  sent = [];
  api = createFetchDouble().on('POST', '/api/properties/skyline/report', ({ body }) => {
    sent.push(body);
    return jsonResponse(201, { data: { message: moderationMessages.reported } });
  });
});
afterEach(() => api.restore());

async function openDialog() {
  renderWithSite(<ReportListing propertyId="skyline" title="Skyline Studio in Westlands" />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Report this listing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
  return { user, dialog };
}

describe('reporting a listing from its page', () => {
  it('opens a dialog that asks why, what is wrong and an optional email', async () => {
    const { dialog } = await openDialog();
    const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting it?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['It looks like a scam', 'It is not as described', 'It is unsafe', 'Something else']);
    expect(within(dialog).getByLabelText('What is wrong? (optional)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your email (optional)')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByText('0 / 1,000 characters')).toBeInTheDocument();
  });

  it('sends the reason, the text and the email, and thanks the guest', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'It looks like a scam' }));
    await user.type(within(dialog).getByLabelText(/^What is wrong\?/), 'Asked for a deposit by M-Pesa.');
    expect(within(dialog).getByText('30 / 1,000 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Your email/), 'achieng@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(moderationMessages.reported);
    expect(sent).toEqual([{ reason: 'scam', text: 'Asked for a deposit by M-Pesa.', email: 'achieng@example.com' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a reason, and for a few words when the reason is Something else, before sending anything', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(moderationMessages.reportReason)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    expect(within(dialog).queryByText(moderationMessages.reportReason)).not.toBeInTheDocument();
    expect(within(dialog).getByText(moderationMessages.reportTextRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What is wrong?')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'The photos are of another house.');
    await user.type(within(dialog).getByLabelText(/^Your email/), 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(moderationMessages.reportEmail)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says the API’s refusal in its words and keeps what was typed', async () => {
    api.on('POST', '/api/properties/skyline/report', () =>
      jsonResponse(409, { error: moderationMessages.alreadyReported }),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'It is unsafe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(moderationMessages.alreadyReported);
    expect(within(dialog).getByRole('radio', { name: 'It is unsafe' })).toBeChecked();
  });
});
