// antd's message and modal APIs from the nearest <App>, or the static ones when there is none.
import { App, message as staticMessage, Modal } from 'antd';

export function useFeedback() {
  const app = App.useApp();
  const message = typeof app.message?.success === 'function' ? app.message : staticMessage;
  const modal = typeof app.modal?.confirm === 'function' ? app.modal : Modal;
  return { message, modal };
}
