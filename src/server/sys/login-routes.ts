// POST /sys/login, POST /sys/logout, and the dictionary calls of the sign-in flow.
import type { FastifyInstance } from 'fastify';
import type { Lang, Registry } from '../../../runtime/core/registry.ts';
import type { Db } from '../db/database.ts';
import { ok } from '../plugins/errors.ts';
import { HttpError, badRequest } from '../plugins/http-error.ts';
import { langOf, say, t } from '../plugins/i18n.ts';
import { buildDictTables } from './dicts.ts';
import { verifyPassword } from './password.ts';
import { USER_ENABLED, createSession, revokeSession } from './session.ts';

export interface LoginBody {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
}

/**
 * Captcha hook point: the image captcha (GET /sys/randomImage/{key}, single use, 60 s) arrives in a
 * later issue. Until then nothing is checked, whatever CAPTCHA says.
 */
export type CheckCaptcha = (body: LoginBody) => boolean | Promise<boolean>;
export const noCaptcha: CheckCaptcha = () => true;

const WRONG = t('用户名或密码错误', 'Incorrect username or password');
const FROZEN = t('该用户已冻结', 'This account is frozen');
const BAD_CAPTCHA = t('验证码错误', 'Incorrect captcha');

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
      captcha: { type: 'string', maxLength: 16 },
      checkKey: {},
      remember_me: {},
    },
  },
};

interface UserRow {
  id: string;
  username: string;
  realname: string | null;
  password: string | null;
  status: number | null;
}

export function registerLoginRoutes(app: FastifyInstance, db: Db, registry: Registry, checkCaptcha: CheckCaptcha) {
  const dicts = buildDictTables(registry);

  app.post<{ Body: LoginBody }>('/sys/login', { schema: loginSchema, config: { public: true } }, async (request) => {
    const lang: Lang = langOf(request);
    const body = request.body;
    if (!(await checkCaptcha(body))) throw badRequest(BAD_CAPTCHA);
    const user = (await db
      .selectFrom('sys_user')
      .select(['id', 'username', 'realname', 'password', 'status'])
      .where('username', '=', body.username)
      .executeTakeFirst()) as UserRow | undefined;
    // verifyPassword spends the same time whether or not the user exists.
    const valid = await verifyPassword(body.password, user?.password);
    if (!user || !valid) throw badRequest(WRONG);
    if (user.status !== USER_ENABLED) throw new HttpError(403, FROZEN);
    const userInfo = { id: user.id, username: user.username, realname: user.realname };
    const token = await createSession(db, userInfo, request.ip);
    request.log.info({ username: user.username }, 'signed in');
    return ok({ token, userInfo, sysAllDictItems: dicts[lang] }, say(t('登录成功', 'Signed in'), lang));
  });

  app.post('/sys/logout', async (request) => {
    await revokeSession(db, request.headers['x-access-token'] as string);
    return ok(null, say(t('退出登录成功', 'Signed out'), langOf(request)));
  });

  app.get('/sys/dict/queryAllDictItems', async (request) => ok(dicts[langOf(request)]));
  app.get('/sys/dict/refleshCache', async (request) =>
    ok(null, say(t('刷新缓存完成', 'Cache refreshed'), langOf(request))),
  );

  app.get<{ Params: { code: string } }>('/sys/dict/getDictItems/:code', async (request) => {
    const items = dicts[langOf(request)][request.params.code];
    if (!items) {
      const code = request.params.code.slice(0, 64);
      throw new HttpError(404, t(`字典不存在: ${code}`, `No such dictionary: ${code}`));
    }
    return ok(items.map(({ value, text }) => ({ value, text })));
  });
}
