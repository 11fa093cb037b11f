// A CSS spinner (keyframes in index.html) rather than antd's Spin: it is the fallback of every route, so it
// ships with the first page.
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <div className="tb-spinner" role="progressbar" aria-busy="true" aria-label="…" />
    </div>
  );
}
