import { describe, expect, it } from 'vitest';
import { registry } from '../../../generated/registry.ts';
import { recordTitleField } from './record-title.ts';

const title = (entity: string) => recordTitleField(registry, registry.entities[entity]!)?.name;

describe('recordTitleField', () => {
  it("takes the label other entities' references show", () => {
    expect(title('wl_site')).toBe('siteName');
    expect(title('sys_user')).toBe('realname');
  });
  it('else the first plain text column of the list', () => {
    expect(title('wl_order')).toBe('orderNo');
  });
  it('never a date, a dictionary, a reference or a link row: none then', () => {
    expect(title('wl_site_fee')).toBeUndefined();
    expect(title('sys_user_role')).toBeUndefined();
  });
});
