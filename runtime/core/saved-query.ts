// Saved advanced queries on the wire (spec 001 §3 saved query: title, matchType, records), shared by
// the server routes (src/server/engine/query) and the builder. Stored per user, entity and saveCode (the
// list's route unless a screen names its own); holders of SHARE_PERMISSION may share one with a role
// or with everyone.
import type { MatchType, QueryNode } from './query-tree.ts';

/** 0 only the owner, 1 the members of `roleId`, 2 everyone who may list the entity. */
export type ShareScope = 0 | 1 | 2;

export const SHARE_PERMISSION = 'system:savedQuery:share';

export interface SavedQuery {
  id: string;
  title: string;
  matchType: MatchType;
  /** The conditions and nested groups of the outer group. */
  records: QueryNode[];
  shareScope: ShareScope;
  roleId: string | null;
  /** Saved by the caller (only the owner may overwrite or delete it). */
  mine: boolean;
  /** The owner's username. */
  owner: string;
}

export interface SaveQueryBody {
  saveCode: string;
  title: string;
  matchType: MatchType;
  records: QueryNode[];
  shareScope?: ShareScope;
  roleId?: string;
  /** Replace the caller's query of the same title; without it an existing title is a 409. */
  overwrite?: boolean;
}

/** GET list?saveCode=, POST save, DELETE delete?id= below the API base. */
export const savedQueryPath = (entity: string, op: 'list' | 'save' | 'delete') => `/sys/savedQuery/${entity}/${op}`;
