// The app's own UI texts (Chinese). Schema titles live in the generated 'schema' namespace.
export const zhCN = {
  brand: '物流管理平台',
  brandShort: '物流管理平台',
  welcome: '欢迎使用物流管理平台',
  home: '首页',
  language: '语言',
  login: {
    title: '账户密码登录',
    username: '请输入用户名',
    password: '请输入密码',
    captcha: '请输入验证码',
    refreshCaptcha: '看不清？换一张',
    submit: '登录',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    pageTitle: '登录',
  },
  user: {
    logout: '退出登录',
    logoutConfirmTitle: '提示',
    logoutConfirm: '真的要注销登录吗 ?',
  },
  forbidden: {
    subTitle: '抱歉，您无权访问此页面。',
  },
  notFound: {
    title: '404',
    subTitle: '抱歉，您访问的页面不存在。',
    back: '返回首页',
  },
  dashboard: {
    records: '条记录',
    open: '查看',
    loadFailed: '加载失败',
  },
  freightQuote: {
    button: '计算运费',
    needWeight: '请先填写重量(kg)',
    fixed: '{{name}} · {{tier}} 固定价 {{unit}} × 系数 {{ratio}} = {{exact}} → {{price}}',
    perKg: '{{name}} · {{tier}} 每公斤 {{unit}} × {{weight}} kg × 系数 {{ratio}} = {{exact}} → {{price}}',
    zone: '{{name}} · 每公斤 {{unit}} × {{weight}} kg = {{exact}} → {{price}}',
  },
  footer: '版权所有',
  ok: '确定',
  cancel: '取消',
};

export type AppMessages = typeof zhCN;
