import * as migration_20261122_090227_initial from './20261122_090227_initial';
import * as migration_20261122_102812_leads from './20261122_102812_leads';
import * as migration_20261122_103252_contacts from './20261122_103252_contacts';

export const migrations = [
  {
    up: migration_20261122_090227_initial.up,
    down: migration_20261122_090227_initial.down,
    name: '20261122_090227_initial',
  },
  {
    up: migration_20261122_102812_leads.up,
    down: migration_20261122_102812_leads.down,
    name: '20261122_102812_leads',
  },
  {
    up: migration_20261122_103252_contacts.up,
    down: migration_20261122_103252_contacts.down,
    name: '20261122_103252_contacts'
  },
];
