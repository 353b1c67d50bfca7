/** Live chat: the member's widget and the support desk in the console (docs/chat.md). */
export { chatClose, chatCurrent, chatMessages, chatMissed, chatSeen, chatSend, chatStart, chatTopic } from './member-handlers';
export {
  operatorChatClaim,
  operatorChatClose,
  operatorChatMessages,
  operatorChatQueue,
  operatorChatRoom,
  operatorChatSeen,
  operatorChatSend,
  operatorChatUploadToken,
} from './agent-handlers';
export { operatorChatSettings, operatorChatSettingsSave } from './settings';
export { operatorRealtimeAuth, operatorRealtimeConfig } from './staff-realtime';
