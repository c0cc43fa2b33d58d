import * as migration_20261122_090235_initial from './20261122_090235_initial';
import * as migration_20261122_102817_leads from './20261122_102817_leads';
import * as migration_20261122_103312_contacts from './20261122_103312_contacts';

export const migrations = [
  {
    up: migration_20261122_090235_initial.up,
    down: migration_20261122_090235_initial.down,
    name: '20261122_090235_initial',
  },
  {
    up: migration_20261122_102817_leads.up,
    down: migration_20261122_102817_leads.down,
    name: '20261122_102817_leads',
  },
  {
    up: migration_20261122_103312_contacts.up,
    down: migration_20261122_103312_contacts.down,
    name: '20261122_103312_contacts'
  },
];
