export function Spinner() {
  return (
    <div className="sf-center" data-testid="shop-loading">
      <div className="tb-spinner" />
    </div>
  );
}
