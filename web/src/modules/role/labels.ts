/** What the role screens call each field. */
export const ROLE_LABELS = {
  name: 'Name',
  description: 'Description',
  permissions: 'Permissions',
}
