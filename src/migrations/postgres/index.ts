import * as migration_20261122_090235_initial from './20261122_090235_initial';
import * as migration_20261122_102817_leads from './20261122_102817_leads';

export const migrations = [
  {
    up: migration_20261122_090235_initial.up,
    down: migration_20261122_090235_initial.down,
    name: '20261122_090235_initial',
  },
  {
    up: migration_20261122_102817_leads.up,
    down: migration_20261122_102817_leads.down,
    name: '20261122_102817_leads'
  },
];
