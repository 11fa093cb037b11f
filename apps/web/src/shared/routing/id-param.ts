/** The id an edit or detail page takes in its query (`?id=12`, or another parameter `name`); undefined when absent. */
export function idParam(search: URLSearchParams, name = 'id'): number | undefined {
  const id = Number(search.get(name));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
