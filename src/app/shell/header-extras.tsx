// The header's extension slot: components listed here render at the start of the header's right-hand
// group (before the greeting and user menu), in this order. A new header control plugs in here:
// import it and add it to HEADER_EXTRAS; nothing else in the shell needs to change.
import type { ComponentType } from 'react';
import { NoticeBell } from '../notice/notice-bell.tsx';

export const HEADER_EXTRAS: ComponentType[] = [NoticeBell];
