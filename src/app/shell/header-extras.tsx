// The header's extension slot: components listed here render at the start of the header's right-hand
// group (before the greeting and user menu), in this order. The notice bell (issue 8 item 5) plugs
// in here: import it and add it to HEADER_EXTRAS; nothing else in the shell needs to change.
import type { ComponentType } from 'react';

export const HEADER_EXTRAS: ComponentType[] = [];
