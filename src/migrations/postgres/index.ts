import * as migration_20261122_090235_initial from './20261122_090235_initial';

export const migrations = [
  {
    up: migration_20261122_090235_initial.up,
    down: migration_20261122_090235_initial.down,
    name: '20261122_090235_initial'
  },
];
