// The cron expression builder (README.md): the dialog, the weekday picker, the form control and widget.
export { CronModal, type CronModalProps } from './cron-modal.tsx';
export { CronInput, type CronInputProps } from './cron-input.tsx';
export { CronWidget } from './cron-widget.tsx';
export { WeekdayPicker, type WeekdayPickerProps } from './weekday-picker.tsx';
export { useCronBuilder, type CronBuilder } from './use-cron-builder.ts';
export { builderState, expressionOf } from './builder-state.ts';
