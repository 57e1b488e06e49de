import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Create, Datagrid, Edit, List, TextField, type RedirectionSideEffect, type SortPayload } from 'react-admin';

/** The list most resources have: their filters and order, the id first, a row opens the record's edit screen. */
export function RecordList({ filters, sort, children }: { filters: ReactElement[]; sort: SortPayload; children: ReactNode }) {
  return (
    <List filters={filters} sort={sort}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        {children}
      </Datagrid>
    </List>
  );
}

interface Redirects {
  afterEdit?: RedirectionSideEffect;
  afterCreate?: RedirectionSideEffect;
}

/**
 * A resource's edit and create screens around its one form. An edit waits for the server's answer
 * (pessimistic) so that a save the server refuses is never shown as done.
 */
export function formScreens(Form: ComponentType, { afterEdit, afterCreate }: Redirects = {}) {
  return {
    edit: () => (
      <Edit mutationMode="pessimistic" redirect={afterEdit}>
        <Form />
      </Edit>
    ),
    create: () => (
      <Create redirect={afterCreate}>
        <Form />
      </Create>
    ),
  };
}
