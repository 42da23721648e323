import type { AppMessages } from './zh-CN.ts';

export const en: AppMessages = {
  brand: 'Logistics Management Platform',
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
  footer: 'Copyright',
  ok: 'OK',
  cancel: 'Cancel',
};
