// Form widgets of this folder: region cascader, user, department, popup (report), entity and transition pickers, keyed as in widgets/index.ts
// (their list cells: cells.ts).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { DepartWidget } from './depart-picker.tsx';
import { EntityWidget } from './entity-select.tsx';
import { PopupWidget } from './popup-widget.tsx';
import { TransitionWidget } from './transition-select.tsx';
import { RegionWidget } from './region-cascader.tsx';
import { UserWidget } from './user-picker.tsx';

export const pickerWidgets: RegistryWidgetsType = {
  area: RegionWidget,
  user: UserWidget,
  depart: DepartWidget,
  popup: PopupWidget,
  entity: EntityWidget,
  transition: TransitionWidget,
};
