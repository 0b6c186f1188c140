import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostMessages, hostSessionAtom, type HostAccount } from 'shared/hosts';
import {
  FakeUpload,
  createFetchDouble,
  type FetchDouble,
  jsonResponse,
  renderWithSite,
  storeWithSession,
  testHost,
  testSession,
  installFakeUploads,
} from 'test-utils';
import { ProfilePage, languagesOf } from './ProfilePage';

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

const host = testHost({ bio: 'I grew up in Lamu.', languages: ['English', 'Kiswahili'] });

function setup(account: HostAccount = host) {
  const user = userEvent.setup();
  const view = renderWithSite(<ProfilePage host={account} />, {
    route: '/hosting/profile',
    store: storeWithSession({ ...testSession(), host: account }),
  });
  return { user, view };
}

const save = () => screen.getByRole('button', { name: /Save profile|Saving profile/ });

describe('host profile', () => {
  it('starts from what the host has saved', () => {
    setup();
    expect(screen.getByLabelText('Name guests see')).toHaveValue('Amina Wanjiru');
    expect(screen.getByLabelText('Name guests see')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('About you')).toHaveValue('I grew up in Lamu.');
    expect(screen.getByLabelText('Languages you speak')).toHaveValue('English, Kiswahili');
  });

  it('shows what guests see in "Meet your host" as it is typed', async () => {
    const { user } = setup();
    const preview = screen.getByRole('region', { name: 'Meet your host' });
    await user.clear(screen.getByLabelText('About you'));
    await user.type(screen.getByLabelText('About you'), 'Welcome to Diani.');
    expect(preview).toHaveTextContent('Welcome to Diani.');
    expect(preview).toHaveTextContent('Speaks English, Kiswahili');
  });

  it('says a blank name is required and focuses it', async () => {
    const { user } = setup();
    await user.clear(screen.getByLabelText('Name guests see'));
    await user.click(save());
    expect(screen.getByLabelText('Name guests see')).toHaveAccessibleDescription('Name guests see is required');
    expect(screen.getByLabelText('Name guests see')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('says a phone number that is not one is not valid', async () => {
    const { user } = setup();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(save());
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid phone number'),
    );
  });

  it('saves the profile and says so', async () => {
    const saved = { ...host, bio: 'Karibu!', languages: ['English', 'Kiswahili', 'French'] };
    api.on('PATCH', '/api/hosts/profile', () => jsonResponse(200, { data: saved }));
    const { user, view } = setup();
    await user.clear(screen.getByLabelText('About you'));
    await user.type(screen.getByLabelText('About you'), 'Karibu!');
    await user.type(screen.getByLabelText('Languages you speak'), ', French, english');
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(api.calls[0]?.body).toEqual({
      name: 'Amina Wanjiru',
      phone: '+254712345678',
      bio: 'Karibu!',
      languages: ['English', 'Kiswahili', 'French'],
    });
    await waitFor(() => expect(view.store.get(hostSessionAtom)?.host.bio).toBe('Karibu!'));
  });

  it('refuses a HEIC photo before uploading it, in words the host can act on', async () => {
    setup();
    const file = new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' });
    // The picker offers only JPEG, PNG and WebP, but a phone's picker may hand over anything.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Profile photo'), file);
    expect(screen.getByLabelText('Profile photo')).toHaveAccessibleDescription(
      expect.stringContaining(hostMessages.photoHeic),
    );
    expect(screen.getByLabelText('Profile photo')).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes the photo when asked, and saves that', async () => {
    api.on('PATCH', '/api/hosts/profile', () => jsonResponse(200, { data: { ...host, avatar: null } }));
    const { user } = setup({ ...host, avatar: 'http://api.test/uploads/a.webp' });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(save());
    await screen.findByRole('status');
    expect(api.calls[0]?.body).toMatchObject({ avatar: null });
  });
});

describe('host profile photo', () => {
  installFakeUploads();
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('previews the chosen photo, shows the upload progress and saves it as the avatar', async () => {
    api.on('PATCH', '/api/hosts/profile', () =>
      jsonResponse(200, { data: { ...host, avatar: 'http://api.test/a.webp' } }),
    );
    const { user } = setup();
    await user.upload(screen.getByLabelText('Profile photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('region', { name: 'Meet your host' }).querySelector('img')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await waitFor(() => expect(FakeUpload.last?.url).toBe('http://api.test/api/upload?purpose=avatar'));
    FakeUpload.last?.progress(0.4);
    expect(screen.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute('value', '0.4');
    expect(save()).toBeDisabled();
    FakeUpload.last?.respond(201, {
      data: { id: 'p1', url: 'http://api.test/a.webp', srcset: '', width: 1, height: 1 },
    });
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await screen.findByRole('status');
    expect(api.calls[0]?.body).toMatchObject({ avatar: 'p1' });
  });

  it('says why an upload was refused and keeps the photo there was', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Profile photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    FakeUpload.last?.respond(400, { error: hostMessages.photoUnreadable });
    await waitFor(() =>
      expect(screen.getByLabelText('Profile photo')).toHaveAccessibleDescription(
        expect.stringContaining(hostMessages.photoUnreadable),
      ),
    );
    expect(screen.getByRole('region', { name: 'Meet your host' }).querySelector('img')).toBeNull();
  });
});

describe('languagesOf', () => {
  it('reads a comma-separated list, trimmed, blanks and repeats dropped', () => {
    expect(languagesOf(' English, , Kiswahili,english ,Sheng ')).toEqual(['English', 'Kiswahili', 'Sheng']);
  });
});
