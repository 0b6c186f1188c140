import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostMessages, identityMessages, type HostIdentity } from 'shared/hosts';
import {
  FakeUpload,
  createFetchDouble,
  jsonResponse,
  renderWithSite,
  storeWithSession,
  testSession,
  installFakeUploads,
  type FetchDouble,
} from 'test-utils';
import { IdentityPage } from './IdentityPage';

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => api.restore());
installFakeUploads();

const none: HostIdentity = {
  status: 'none',
  documentType: null,
  submittedAt: null,
  decidedAt: null,
  rejectionReason: null,
  filesDeletedBy: null,
};

function show(identity: HostIdentity | (() => Response)) {
  api.on(
    'GET',
    '/api/hosts/identity',
    typeof identity === 'function' ? identity : () => jsonResponse(200, { data: identity }),
  );
  const user = userEvent.setup();
  renderWithSite(<IdentityPage />, { route: '/hosting/identity', store: storeWithSession(testSession()) });
  return user;
}

const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

describe('identity page', () => {
  it('says who sees the photos and when they are deleted, before anything is sent', async () => {
    show(none);
    const privacy = await screen.findByRole('region', { name: 'Who sees your photos' });
    expect(privacy).toHaveTextContent('Only our operations team');
    expect(privacy).toHaveTextContent(
      "we delete them 30 days after our decision, as Kenya's Data Protection Act, 2019 asks",
    );
  });

  it('names every missing part under its field and sends nothing', async () => {
    const user = show(none);
    await user.click(await screen.findByRole('button', { name: 'Send for checking' }));
    expect(screen.getByRole('radio', { name: 'National ID card' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Your document' })).toHaveTextContent(
      identityMessages.documentTypeMissing,
    );
    expect(screen.getByLabelText(/Photo of your document/)).toHaveAccessibleDescription(
      expect.stringContaining(identityMessages.documentMissing),
    );
    expect(screen.getByLabelText(/A photo of you/)).toHaveAccessibleDescription(
      expect.stringContaining(identityMessages.selfieMissing),
    );
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('refuses a HEIC photo before sending it', async () => {
    show(none);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText(/Photo of your document/),
      new File(['x'], 'id.heic', { type: 'image/heic' }),
    );
    expect(screen.getByLabelText(/Photo of your document/)).toHaveAccessibleDescription(
      expect.stringContaining(hostMessages.photoHeic),
    );
  });

  it('sends the document type and both photos in one request, with progress, then says the check is with the team', async () => {
    const user = show(none);
    await user.click(await screen.findByRole('radio', { name: 'Passport' }));
    await user.upload(screen.getByLabelText(/Photo of your document/), photo('passport.jpg'));
    await user.upload(screen.getByLabelText(/A photo of you/), photo('me.jpg'));
    expect(screen.getByText('passport.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));

    const request = FakeUpload.last as FakeUpload;
    expect(request.url).toBe('http://api.test/api/hosts/identity');
    expect(request.body?.get('documentType')).toBe('passport');
    expect((request.body?.get('document') as File).name).toBe('passport.jpg');
    expect((request.body?.get('selfie') as File).name).toBe('me.jpg');
    request.progress(0.5);
    expect(screen.getByRole('progressbar', { name: 'Sending your photos' })).toHaveAttribute('value', '0.5');
    expect(screen.getByRole('button', { name: 'Sending your photos…' })).toBeDisabled();
    request.respond(201, {
      data: { ...none, status: 'pending', documentType: 'passport', submittedAt: '2026-11-28T09:00:00.000Z' },
    });
    const pending = await screen.findByRole('status', { name: 'Your photos are with our team' });
    expect(pending).toHaveTextContent('Your photos are with our team');
    expect(pending).toHaveTextContent(identityMessages.sent);
    expect(screen.queryByRole('button', { name: 'Send for checking' })).not.toBeInTheDocument();
  });

  it('says under the right photo why the API refused it', async () => {
    const user = show(none);
    await user.click(await screen.findByRole('radio', { name: 'National ID card' }));
    await user.upload(screen.getByLabelText(/Photo of your document/), photo('id.jpg'));
    await user.upload(screen.getByLabelText(/A photo of you/), photo('me.jpg'));
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    const small = hostMessages.photoTooSmall('identity');
    FakeUpload.last?.respond(422, { error: small, details: 'Field: selfie' });
    await waitFor(() =>
      expect(screen.getByLabelText(/A photo of you/)).toHaveAccessibleDescription(expect.stringContaining(small)),
    );
    expect(screen.getByLabelText(/A photo of you/)).toHaveFocus();
  });

  it('shows the reason of a check that was not accepted, with the form to send new photos', async () => {
    show({ ...none, status: 'rejected', rejectionReason: 'The name on the card cannot be read.' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not verify your identity. The name on the card cannot be read.');
    expect(screen.getByRole('button', { name: 'Send for checking' })).toBeInTheDocument();
  });

  it('says since when the host is verified and when the photos go', async () => {
    show({
      ...none,
      status: 'verified',
      documentType: 'national-id',
      submittedAt: '2026-11-20T09:00:00.000Z',
      decidedAt: '2026-11-21T09:00:00.000Z',
      filesDeletedBy: '2099-12-21T09:00:00.000Z',
    });
    const status = (await screen.findByText('Your identity is verified')).closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent('Your identity is verified since 21 Nov 2026.');
    expect(within(status).getByText(/We delete the photos you sent by/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for checking' })).not.toBeInTheDocument();
  });

  it('offers Retry when the check could not be loaded', async () => {
    show(() => jsonResponse(503, { error: 'The service is busy right now. Please try again in a moment.' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
