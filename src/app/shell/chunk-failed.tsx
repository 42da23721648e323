// What a screen whose chunk did not load shows (spec 000 §9): the loader's message "Loading chunk …
// failed" (with CSS_CHUNK_LOAD_FAILED for styles) and a retry that loads the page again. Kept light
// (no antd Result) since the sign-in entry's routes use it too (first-load budget).
import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function isChunkError(error: unknown): error is Error & { code?: string } {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

export function ChunkFailed({ error }: { error: Error & { code?: string } }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="chunk-error" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <div style={{ fontSize: 20, marginBottom: 8 }}>{t('shell.chunkError')}</div>
      <div style={{ whiteSpace: 'pre-wrap', color: 'rgba(0,0,0,0.45)', marginBottom: 24 }}>
        {error.message}
        {error.code ? ` (${error.code})` : ''}
      </div>
      {/* a full load: the browser keeps a failed module import, so only a new document fetches it again */}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </Button>
    </div>
  );
}

/** Shows ChunkFailed for a chunk that did not load; any other error goes on to the boundary above. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkError(error)) return <ChunkFailed error={error} />;
    throw error;
  }
}
