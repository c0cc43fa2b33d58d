import * as migration_20261122_090227_initial from './20261122_090227_initial';

export const migrations = [
  {
    up: migration_20261122_090227_initial.up,
    down: migration_20261122_090227_initial.down,
    name: '20261122_090227_initial'
  },
];
