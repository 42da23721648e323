// Test data of the picker widget tests: the test registry plus the 'sex' dictionary, users and a
// department tree served by the in-memory provider's scripted platform calls.
import type { ReactNode } from 'react';
import type { PlatformCall } from '../../../core/data-provider.ts';
import type { Lang, Registry } from '../../../core/registry.ts';
import { fieldDef, memoryProvider, testRegistry } from '../../../react/test-fixtures.tsx';
import { AntdProviders } from '../../test-providers.tsx';
import type { DepartNode } from '../../../react/use-depart-tree.ts';
import type { PickerUser } from '../../../react/use-user-labels.ts';

export const pickerRegistry: Registry = {
  ...testRegistry,
  dicts: {
    ...testRegistry.dicts,
    sex: {
      code: 'sex',
      title: { zh: '性别', en: 'Sex' },
      items: [
        { value: 1, label: { zh: '男', en: 'Male' } },
        { value: 2, label: { zh: '女', en: 'Female' } },
      ],
    },
  },
};

/** A string field titled by its name. */
export const pickerField = fieldDef;

/** Twelve users u01..u12, created in order (u12 newest); odd ones male. */
export const USERS: PickerUser[] = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    id: `id${n}`,
    username: `u${n}`,
    realname: `User Number ${n}`,
    phone: `138000000${n}`,
    birthday: `1990-01-${n}`,
    sex: i % 2 === 0 ? 1 : 2,
  };
});

const dep = (id: string, title: string, orgCode: string, parentId: string | null, children?: DepartNode[]) => ({
  id,
  key: id,
  title,
  departName: title,
  departNameEn: `${title} (en)`,
  orgCode,
  parentId,
  leaf: !children,
  ...(children ? { children } : {}),
});

export const DEPARTS: DepartNode[] = [
  dep('A', '总部', 'A01', null, [dep('A1', '华南分部', 'A01A01', 'A'), dep('A2', '华北分部', 'A01A02', 'A')]),
  dep('B', '财务部', 'A02', null),
];

function userPage(call: PlatformCall) {
  const p = (call.params ?? {}) as Record<string, string | number | undefined>;
  let rows = [...USERS].reverse(); // createTime desc
  const like = typeof p.username === 'string' ? /^\*(.*)\*$/.exec(p.username) : null;
  if (like) rows = rows.filter((u) => u.username.includes(like[1]));
  if (p.sex !== undefined) rows = rows.filter((u) => String(u.sex) === String(p.sex));
  if (p.birthday) rows = rows.filter((u) => u.birthday === p.birthday);
  const size = Number(p.pageSize ?? 10);
  const no = Number(p.pageNo ?? 1);
  return { records: rows.slice((no - 1) * size, no * size), total: rows.length, size, current: no };
}

function multiUser(call: PlatformCall) {
  const p = (call.params ?? {}) as Record<string, string | undefined>;
  const key = p.id !== undefined ? 'id' : 'username';
  const wanted = new Set(String(p[key] ?? '').split(','));
  return USERS.filter((u) => wanted.has(String(u[key])));
}

export function pickerProvider() {
  return memoryProvider([], {
    'GET /sys/user/queryUserComponentData': userPage,
    'GET /sys/user/getMultiUser': multiUser,
    'GET /sys/sysDepart/queryTreeList': () => DEPARTS,
  });
}

export type PickerMemory = ReturnType<typeof pickerProvider>;

export function platformCalls(mem: PickerMemory, path: string): Record<string, unknown>[] {
  return mem.calls
    .filter((c) => c.op === 'request' && (c.arg as PlatformCall).path === path)
    .map((c) => ((c.arg as PlatformCall).params ?? {}) as Record<string, unknown>);
}

export function PickerWrapper({ mem, lang, children }: { mem: PickerMemory; lang?: Lang; children: ReactNode }) {
  return (
    <AntdProviders provider={mem.provider} registry={pickerRegistry} lang={lang}>
      {children}
    </AntdProviders>
  );
}
