'use client';

import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import type { ConsoleCategory } from '@/lib/contracts/console-catalog';
import { CategoryEditor } from './category-editor';
import { tableSetup } from '../components/table-setup';
import styles from '../console.module.css';

/** One currency's categories in lobby order, each opening its editor. */
export function CategoriesPanel(props: { categories: ConsoleCategory[]; languages: string[]; loading: boolean; mayEdit: boolean }) {
  const [editing, setEditing] = useState<ConsoleCategory | null>(null);
  return (
    <>
      <DataTable
        {...tableSetup('Categories')}
        value={props.categories}
        loading={props.loading}
        dataKey="type"
        emptyMessage="This currency has no categories."
      >
        <Column frozen field="type" header="Category" />
        <Column header="Name (en)" body={(c: ConsoleCategory) => c.names.en ?? ''} />
        <Column header="Languages" body={(c: ConsoleCategory) => Object.keys(c.names).join(', ')} />
        <Column field="games" header="Games" />
        <Column field="priority" header="Priority" />
        <Column header="Listed" body={(c: ConsoleCategory) => (c.enabled ? 'yes' : <span className={styles.error}>no</span>)} />
        {props.mayEdit ? (
          <Column
            header="Edit"
            body={(c: ConsoleCategory) => (
              <Button label="Edit" size="small" outlined aria-label={`Edit ${c.type}`} onClick={() => setEditing(c)} />
            )}
          />
        ) : null}
      </DataTable>
      {editing ? <CategoryEditor category={editing} languages={props.languages} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
