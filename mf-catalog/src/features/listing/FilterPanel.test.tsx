import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { listPage, makeProperty } from '../../../test/fixtures';
import { FilterPanel, FiltersButton } from './FilterPanel';
import { noRefine, type RefineValues } from './listingFilters';

let api: FetchDouble;
afterEach(() => api.restore());

const stays = [
  makeProperty({ id: 'a', price: 3000, beds: 1, amenities: ['Wi-Fi'] }),
  makeProperty({ id: 'b', price: 6000, beds: 2, amenities: ['Wi-Fi', 'Backup generator', 'Water tank'] }),
  makeProperty({ id: 'c', price: 9000, beds: 3, amenities: ['Parking', 'Swimming pool', 'Backup generator'] }),
];

function serve() {
  api = createFetchDouble().on('GET', '/api/properties', ({ url }) => jsonResponse(200, listPage(stays, url)));
}

function setup(values: RefineValues = noRefine) {
  serve();
  const onApply = jest.fn();
  const user = userEvent.setup();
  renderWithSite(<FilterPanel values={values} search={{}} q="" onApply={onApply} />);
  return { onApply, user };
}

describe('the filter panel', () => {
  it('counts the matching stays from the API and follows every change before it is applied', async () => {
    const { user, onApply } = setup();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 stays match'));
    await user.click(screen.getByRole('checkbox', { name: 'Backup power (generator)' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 stays match'));
    await user.type(screen.getByRole('textbox', { name: 'Minimum' }), '7000');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 stay match'));
    expect(screen.getByRole('button', { name: 'Show 1 stay' })).toBeInTheDocument();
    // Asked with the guest's filters, the count being the API's total of a one-stay page.
    const asked = api.calls.at(-1)?.url as URL;
    expect(asked.searchParams.get('limit')).toBe('1');
    expect(asked.searchParams.get('amenities')).toBe('backup-power');
    expect(asked.searchParams.get('minPrice')).toBe('7000');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies price, bedrooms and amenities together', async () => {
    const { user, onApply } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Minimum' }), '2000');
    await user.type(screen.getByRole('textbox', { name: 'Maximum' }), '8000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bedrooms' }), '2+ bedrooms');
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Water tank' }));
    await user.click(await screen.findByRole('button', { name: 'Show 1 stay' }));
    expect(onApply).toHaveBeenCalledWith({
      minPrice: '2000',
      maxPrice: '8000',
      bedrooms: '2',
      // In the vocabulary's order, whatever the order of the taps.
      amenities: ['water-tank', 'wifi'],
    });
  });

  it('refuses a minimum above the maximum, saying why', async () => {
    const { user, onApply } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Minimum' }), '9000');
    await user.type(screen.getByRole('textbox', { name: 'Maximum' }), '3000');
    expect(screen.getByRole('textbox', { name: 'Minimum' })).toHaveAccessibleDescription(
      'The minimum is above the maximum.',
    );
    await user.click(screen.getByRole('button', { name: 'Show stays' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('says so when no stay matches', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No stays match these filters.'));
  });

  it('clears every filter with Clear filters', async () => {
    const { user, onApply } = setup({ minPrice: '5000', maxPrice: '', bedrooms: '3', amenities: ['pool'] });
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Minimum' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Bedrooms' })).toHaveDisplayValue('Any number');
    await user.click(await screen.findByRole('button', { name: 'Show 3 stays' }));
    expect(onApply).toHaveBeenCalledWith(noRefine);
  });
});

describe('the Filters button', () => {
  it('says how many filters apply and opens the panel in a dialog that Escape closes', async () => {
    serve();
    const user = userEvent.setup();
    renderWithSite(
      <FiltersButton
        values={{ ...noRefine, bedrooms: '2', amenities: ['wifi'] }}
        search={{}}
        q=""
        onApply={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
