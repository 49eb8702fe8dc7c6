/** The empty state of a search that matches nothing, with a way back to every category. */
export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <div className="resources-empty card">
      <h3 className="resources-empty__title">No resources found</h3>
      <p className="resources-empty__text">Try adjusting your search terms</p>
      <button type="button" className="button button--small" onClick={onClear}>
        Clear search
      </button>
    </div>
  );
}
