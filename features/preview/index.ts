/** Preview mode: the member site inside the console's editor, with the operator's CSS and drafts. */
export { PreviewMode } from './preview-mode';
export { usePreviewKey } from './preview-store';
export { draftsWhenPreviewing } from './drafts-when-previewing';
