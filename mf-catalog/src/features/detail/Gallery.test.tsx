import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'test-utils';
import { makeProperty } from '../../../test/fixtures';
import { photosOf } from '../../lib/properties/photos';
import { Gallery } from './Gallery';

const images = (n: number) => Array.from({ length: n }, (_, i) => `http://api.test/images/p${i + 1}.jpg`);
const renderGallery = (n: number) =>
  renderWithSite(
    <Gallery title="Skyline Studio" photos={photosOf(makeProperty({ title: 'Skyline Studio', images: images(n) }))} />,
  );
const lightbox = () => screen.getByRole('dialog', { name: 'Photos of Skyline Studio' });
const counter = () => within(lightbox()).getByText(/^\d+ \/ \d+$/);

describe('the gallery (SPEC §2/§9)', () => {
  it('shows the main picture and 4 more', () => {
    renderGallery(8);
    expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(5);
  });

  it('shows +N more over the last picture when there are others', () => {
    renderGallery(8);
    expect(screen.getByText('+3 more')).toBeInTheDocument();
  });

  it('shows no +N more when every picture is on show', () => {
    renderGallery(5);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('offers Show all N photos', () => {
    renderGallery(8);
    expect(screen.getByRole('button', { name: 'Show all 8 photos' })).toBeInTheDocument();
  });

  it('offers every width of a host’s uploaded photos, so a phone downloads a small file', () => {
    const url = (id: string, w: number) => `http://api.test/uploads/photos/${id}/${w}.webp`;
    const photos = ['a', 'b'].map((id) => ({
      url: url(id, 1024),
      srcset: [320, 640, 1024].map((w) => `${url(id, w)} ${w}w`).join(', '),
      width: 1600,
      height: 1067,
    }));
    const property = makeProperty({ title: 'Skyline Studio', images: photos.map((p) => p.url), photos });
    renderWithSite(<Gallery title="Skyline Studio" photos={photosOf(property)} />);
    const main = screen.getByRole('img', { name: 'Skyline Studio, photo 1 of 2' });
    expect(main).toHaveAttribute('src', url('a', 1024));
    expect(main).toHaveAttribute('srcset', photos[0]?.srcset);
    expect(main).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 60vw');
  });

  it('shows the 8 stock photos when the property has none', () => {
    renderWithSite(<Gallery title="Skyline Studio" photos={photosOf(makeProperty({ images: [] }))} />);
    expect(screen.getByRole('button', { name: 'Show all 8 photos' })).toBeInTheDocument();
    expect(screen.getByText('Illustrations: the host has not added photos yet.')).toBeInTheDocument();
  });

  it('labels drawings standing in for photos (the seed’s SVGs) as illustrations', () => {
    const drawn = makeProperty({ title: 'Skyline Studio', images: ['http://api.test/images/properties/a/01.svg'] });
    renderWithSite(<Gallery title="Skyline Studio" photos={photosOf(drawn)} />);
    expect(screen.getByRole('img', { name: 'Skyline Studio, illustration 1 of 1' })).toBeInTheDocument();
    expect(screen.getByText('Illustrations: the host has not added photos yet.')).toBeInTheDocument();
  });

  it('gives a host’s caption in the alt text and under the photo in the lightbox', async () => {
    const photos = ['a', 'b'].map((id, i) => ({
      url: `http://api.test/uploads/photos/${id}/1024.webp`,
      srcset: `http://api.test/uploads/photos/${id}/1024.webp 1024w`,
      width: 1024,
      height: 683,
      ...(i === 0 && { caption: 'Balcony over Kilimani' }),
    }));
    const property = makeProperty({ title: 'Skyline Studio', images: photos.map((p) => p.url), photos });
    renderWithSite(<Gallery title="Skyline Studio" photos={photosOf(property)} />);
    expect(
      screen.getByRole('img', { name: 'Skyline Studio, photo 1 of 2: Balcony over Kilimani' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Skyline Studio' });
    expect(within(dialog).getByText('Balcony over Kilimani')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).queryByText('Balcony over Kilimani')).not.toBeInTheDocument();
  });
});

/** Opens the lightbox with a gallery button; its code may still be on its way (it loads on intent). */
async function openWith(button: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  await screen.findByRole('dialog', { name: 'Photos of Skyline Studio' });
}

describe('the lightbox (SPEC §2/§4)', () => {
  it('opens on the picture clicked, with a counter', async () => {
    renderGallery(8);
    await openWith('Open photo 3 of 8');
    expect(lightbox()).toHaveAttribute('aria-modal', 'true');
    expect(counter()).toHaveTextContent('3 / 8');
    expect(within(lightbox()).getByRole('img', { name: 'Skyline Studio, photo 3 of 8' })).toBeInTheDocument();
  });

  it('moves with the previous and next buttons, wrapping round', async () => {
    renderGallery(8);
    await openWith('Show all 8 photos');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toHaveTextContent('2 / 8');
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toHaveTextContent('8 / 8');
  });

  it('moves with the arrow keys', async () => {
    renderGallery(8);
    await openWith('Show all 8 photos');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toHaveTextContent('3 / 8');
    await userEvent.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('2 / 8');
  });

  it('jumps to a thumbnail', async () => {
    renderGallery(8);
    await openWith('Show all 8 photos');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 6 of 8' }));
    expect(counter()).toHaveTextContent('6 / 8');
    expect(screen.getByRole('button', { name: 'Show photo 6 of 8' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves focus in, closes with Escape and gives focus back', async () => {
    renderGallery(8);
    const opener = screen.getByRole('button', { name: 'Show all 8 photos' });
    await openWith('Show all 8 photos');
    expect(screen.getByRole('button', { name: 'Close photos' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    renderGallery(3);
    await openWith('Open photo 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the lightbox', async () => {
    renderGallery(2);
    await openWith('Show all 2 photos');
    const buttons = within(lightbox()).getAllByRole('button');
    (buttons.at(-1) as HTMLElement).focus();
    await userEvent.tab();
    expect(buttons[0]).toHaveFocus();
  });
});
