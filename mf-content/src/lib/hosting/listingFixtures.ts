import { publishRequiredFields, type HostListing, type ListingPhoto } from 'shared/hosts';

/** Test data: a listing as the API answers it (a blank draft unless told otherwise). */
export function hostListing(overrides: Partial<HostListing> = {}): HostListing {
  return {
    id: 'lst_1',
    status: 'draft',
    type: null,
    title: null,
    description: null,
    county: null,
    city: null,
    area: null,
    address: null,
    lat: null,
    lng: null,
    guests: null,
    beds: null,
    baths: null,
    amenities: [],
    price: null,
    traNumber: null,
    checkInTime: '14:00',
    checkOutTime: '10:00',
    minNights: 1,
    houseRules: { smoking: false, parties: false, pets: false, notes: '' },
    photos: [],
    missing: [...publishRequiredFields],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    publishedAt: null,
    rejectionReason: null,
    changesInReview: false,
    changesRejectionReason: null,
    ...overrides,
  };
}

export function listingPhoto(id: string): ListingPhoto {
  return {
    id,
    url: `http://api.test/uploads/${id}-1024.webp`,
    srcset: `http://api.test/uploads/${id}-640.webp 640w, http://api.test/uploads/${id}-1024.webp 1024w`,
    width: 1024,
    height: 768,
  };
}
