import {
  BooleanCell,
  DateCell,
  DateTimeCell,
  MoneyCell,
  NumberCell,
  RefCell,
  SecretCell,
  TextCell,
} from './basic-cells.tsx';
import type { CellRegistry } from './cell-types.ts';
import { DictCell } from './dict-cell.tsx';
import { editorCells } from '../widgets/editors/cells.ts';
import { pickerCells } from '../widgets/pickers/cells.ts';
import { uploadCells } from '../widgets/upload/cells.ts';
import { ImageCell } from '../widgets/upload/upload-cells.tsx';

export * from './cell-types.ts';
export { DictCell, ImageCell };

export const defaultCells: CellRegistry = {
  string: TextCell,
  integer: NumberCell,
  number: NumberCell,
  boolean: BooleanCell,
  dict: DictCell,
  ref: RefCell,
  money: MoneyCell,
  date: DateCell,
  'date-time': DateTimeCell,
  password: SecretCell,
  ...uploadCells,
  ...pickerCells,
  ...editorCells,
};
