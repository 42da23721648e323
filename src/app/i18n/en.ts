import type { AppMessages } from './zh-CN.ts';

export const en: AppMessages = {
  brand: 'Logistics Management Platform',
  /** The side menu's brand line (its 150 px hold the Chinese name but not the long English one). */
  brandShort: 'Logistics Admin',
  welcome: 'Welcome to the Logistics Management Platform',
  home: 'Home',
  language: 'Language',
  login: {
    title: 'Sign in with your account',
    username: 'Username',
    password: 'Password',
    captcha: 'Captcha',
    refreshCaptcha: 'Hard to read? Get another one',
    submit: 'Log in',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    pageTitle: 'Log in',
  },
  user: {
    logout: 'Log out',
    logoutConfirmTitle: 'Log out',
    logoutConfirm: 'Do you really want to log out?',
  },
  forbidden: {
    subTitle: 'Sorry, you are not allowed to open this page.',
  },
  notFound: {
    title: '404',
    subTitle: 'Sorry, the page you visited does not exist.',
    back: 'Back to Home',
  },
  dashboard: {
    records: 'records',
    open: 'Open',
    loadFailed: 'Failed to load',
  },
  freightQuote: {
    button: 'Quote',
    needWeight: 'Enter the weight (kg) first',
    fixed: '{{name}} · {{tier}} fixed {{unit}} × ratio {{ratio}} = {{exact}} → {{price}}',
    perKg: '{{name}} · {{tier}} {{unit}} per kg × {{weight}} kg × ratio {{ratio}} = {{exact}} → {{price}}',
    zone: '{{name}} · {{unit}} per kg × {{weight}} kg = {{exact}} → {{price}}',
  },
  footer: 'Copyright',
  ok: 'OK',
  cancel: 'Cancel',
};
