/** Operator-written content the site shows: pop-ups, contact channels, help topics, terms (docs/communication.md), and their drafts (docs/console.md). */
export { operatorContactSave } from './contacts';
export { operatorHelpTopicSave } from './help-topics';
export { operatorPopupSave } from './popups';
export { operatorTermsSet } from './terms';
export { operatorContactList, operatorHelpTopicList, operatorPopupList, operatorTermsList } from './lists';
export { operatorSeo, operatorSeoFooterSave, operatorSeoMetaSave, operatorSeoScriptSave } from './seo';
export {
  operatorContentDiscard,
  operatorContentDraftSave,
  operatorContentDrafts,
  operatorContentPublish,
  operatorMessageDraftDiscard,
  operatorMessageDraftSave,
  operatorMessageDraftSend,
} from './drafts';
export { previewContent } from './preview-content';
