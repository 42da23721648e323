// What every successful sign-in (password or phone) does: clear the failure count, open a session,
// write the sign-in log row, and answer with the token, the user, their departments and tenants,
// and the dictionaries (spec 001 §7.1; JeecgBoot names departs/tenantList, plus departments/tenants).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../engine/db/database.ts';
import type { DictTable } from './dicts.ts';
import { clearFailures } from './lockout.ts';
import { createSession } from './session.ts';
import { LOG_SIGN_IN, writeSysLog } from './sys-log.ts';

export interface SignInUser {
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  sex: number | null;
  org_code: string | null;
  status: number | null;
  must_change_password: boolean | number | null;
  password: string | null;
}

export const SIGN_IN_COLUMNS = [
  'id',
  'username',
  'realname',
  'avatar',
  'phone',
  'email',
  'sex',
  'org_code',
  'status',
  'must_change_password',
  'password',
] as const;

export async function userDeparts(db: Db, userId: string) {
  return db
    .selectFrom('sys_depart as d')
    .innerJoin('sys_user_depart as ud', 'ud.dep_id', 'd.id')
    .select([
      'd.id',
      'd.parent_id as parentId',
      'd.depart_name as departName',
      'd.depart_name_en as departNameEn',
      'd.org_code as orgCode',
    ])
    .where('ud.user_id', '=', userId)
    .orderBy('d.depart_order')
    .orderBy('d.id')
    .execute();
}

export async function userTenants(db: Db, userId: string) {
  return db
    .selectFrom('sys_tenant as t')
    .innerJoin('sys_user_tenant as ut', 'ut.tenant_no', 't.tenant_no')
    .select(['t.id', 't.tenant_no as tenantNo', 't.name', 't.name_en as nameEn', 't.status'])
    .where('ut.user_id', '=', userId)
    .orderBy('t.tenant_no')
    .execute();
}

export async function completeSignIn(
  db: Db,
  request: FastifyRequest,
  user: SignInUser,
  dicts: DictTable,
  how: { zh: string; en: string },
  started: number,
) {
  await clearFailures(db, user.username);
  const { token } = await createSession(db, user, request.ip);
  const mustChangePassword = user.must_change_password === true || user.must_change_password === 1;
  const [departs, tenants] = await Promise.all([userDeparts(db, user.id), userTenants(db, user.id)]);
  await writeSysLog(
    db,
    request,
    {
      logType: LOG_SIGN_IN,
      content: `用户名: ${user.username},${how.zh}登录成功！`,
      username: user.username,
      realname: user.realname,
    },
    started,
  );
  request.log.info({ username: user.username, how: how.en }, 'signed in');
  const userInfo = {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    phone: user.phone,
    email: user.email,
    sex: user.sex,
    orgCode: user.org_code,
    status: user.status,
    mustChangePassword,
  };
  return {
    token,
    userInfo,
    departs,
    departments: departs,
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    tenantList: tenants,
    tenants,
    mustChangePassword,
    sysAllDictItems: dicts,
  };
}
