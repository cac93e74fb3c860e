/**
 * Converts a plain object to FormData for the client's form-data mode.
 * Blobs/Files are appended as files, arrays repeat the field, objects are sent as JSON text,
 * and undefined / null fields are left out.
 */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  const append = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}
