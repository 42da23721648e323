// The rich cells of the editable table (select, dates, pickers, uploads, popup ...), keyed by column type.
// cells/index.ts spreads this registry beside the basic cells; an app may override any key.
import type { EditableCellRegistry } from './cell-types.ts';
import { ListMultiCell, RadioCell, SelectCell, SelSearchCell } from './choice-cells.tsx';
import { DateCell, DateTimeCell, TimeCell } from './date-cells.tsx';
import { InputPopCell } from './input-pop-cell.tsx';
import { DepartCell, UserCell } from './person-cells.tsx';
import { PopupCell } from './popup-cell.tsx';
import { SearchAsyncCell } from './search-async-cell.tsx';
import { FileCell, ImageCell } from './upload-cells.tsx';

export const richCells: EditableCellRegistry = {
  select: SelectCell,
  radio: RadioCell,
  list_multi: ListMultiCell,
  sel_search: SelSearchCell,
  sel_search_async: SearchAsyncCell,
  date: DateCell,
  datetime: DateTimeCell,
  time: TimeCell,
  sel_depart: DepartCell,
  sel_user: UserCell,
  input_pop: InputPopCell,
  popup: PopupCell,
  upload: FileCell,
  file: FileCell,
  image: ImageCell,
};
