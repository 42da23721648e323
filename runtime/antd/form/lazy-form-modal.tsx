// The add/edit dialog loaded on demand: the schema form (rjsf, ajv, the widgets, date pickers, the
// rich text and code editors' loaders) is the biggest part of a list screen, and a list renders it
// only once the user opens a record. Same props as FormModal; nothing shows while its chunk loads.
import { lazy, Suspense } from 'react';
import type { FormModalProps } from './form-modal.tsx';

const FormModal = lazy(() => import('./form-modal.tsx').then((m) => ({ default: m.FormModal })));

export function LazyFormModal(props: FormModalProps) {
  return (
    <Suspense fallback={null}>
      <FormModal {...props} />
    </Suspense>
  );
}
