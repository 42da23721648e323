// The rich text editor's height (spec 001 §9 'Rich text editor 300 high'), shared by the editor and the
// placeholder shown while it loads.
export const RICH_TEXT_HEIGHT = 300;
