/**
 * The seed listings' rules (migration 024), as hosts of each kind of place commonly set them. Every
 * seed listing takes a one-night minimum, the default a host starts from.
 */
import type { HouseRules, PropertyType } from 'contracts';

export interface SeedRules {
  checkInTime: string;
  checkOutTime: string;
  minNights: number;
  houseRules: HouseRules;
}

const byType: Record<PropertyType, Omit<SeedRules, 'minNights'>> = {
  apartments: {
    checkInTime: '14:00',
    checkOutTime: '10:00',
    houseRules: {
      smoking: false,
      parties: false,
      pets: false,
      notes: "Quiet hours from 22:00 to 07:00. Visitors sign in with the building's security.",
    },
  },
  corporate: {
    checkInTime: '14:00',
    checkOutTime: '11:00',
    houseRules: {
      smoking: false,
      parties: false,
      pets: false,
      notes: 'Visitors sign in at reception; no overnight visitors.',
    },
  },
  homes: {
    checkInTime: '14:00',
    checkOutTime: '10:00',
    houseRules: {
      smoking: false,
      parties: false,
      pets: true,
      notes: 'Quiet hours from 22:00 to 07:00. Pets stay off the beds.',
    },
  },
  beach: {
    checkInTime: '14:00',
    checkOutTime: '10:00',
    houseRules: {
      smoking: false,
      parties: false,
      pets: false,
      notes: 'Rinse the sand off at the outdoor shower before coming in.',
    },
  },
  safari: {
    checkInTime: '12:00',
    checkOutTime: '10:00',
    houseRules: {
      smoking: false,
      parties: false,
      pets: false,
      notes: 'Walk with a guide after dark. Keep food out of the tents: the monkeys visit.',
    },
  },
};

export const seedRules = (type: PropertyType): SeedRules => ({ ...byType[type], minNights: 1 });
