import { describe, expect, it } from 'vitest';
import { permissionSeed } from '../../generated/permissions.ts';
import { registry } from '../../generated/registry.ts';
import { permissionSeedOf } from './seed-codes.ts';

describe('permissionSeedOf', () => {
  it('derives exactly the generated permission seed from the generated registry', () => {
    expect(permissionSeedOf(registry)).toEqual(permissionSeed);
  });
});
