// The my-messages page (menus.json entry `myMessages`, page key `myMessages`).
export const MY_MESSAGES_PATH = '/my/messages';
