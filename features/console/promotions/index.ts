/** The console's promotions: the table, the editor with its codes and state changes, and the site preview. */
export { PromotionsView } from './promotions-view';
export { PromotionEditor } from './promotion-editor';
