/** The member inbox: messages per tab, read state, the operator's sends, grant notices (docs/communication.md). */
export { messageList } from './list';
export { messageUpdate } from './update';
export { operatorMessageSend, sendMessage } from './send';
export { bonusGrantedNotice } from './promotion-notice';
export { operatorMessageList } from './sent';
