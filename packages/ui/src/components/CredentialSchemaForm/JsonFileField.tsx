import { useState } from 'react';
import { FormField, useFormField, type FieldBaseProps } from '../Form';
import { FileInput, FileNote } from './CredentialSchemaForm.styles';
import { isJsonFileValue, readJsonFile, type JsonFileValue } from './jsonFile';

export interface JsonFileFieldProps extends FieldBaseProps<JsonFileValue> {
  accept?: string;
}

/**
 * A JSON file (e.g. a service-account key): the file is read in the browser and must hold a JSON object or array.
 * The form holds its text, or the reason it cannot be used ('Invalid JSON', 'JSON file syntax error: …',
 * 'Unable to read input file.'), shown at once as the field's error. The content is never displayed.
 */
export function JsonFileField({ accept = 'application/json,.json', ...props }: JsonFileFieldProps) {
  const field = useFormField(props);
  const { input } = field;
  const [reading, setReading] = useState(false);
  const value = isJsonFileValue(input.value) ? input.value : undefined;
  const stored = value?.kind === 'loaded' && value.fileName === undefined;
  return (
    <FormField
      {...field.frame}
      footer={
        (reading || stored) && (
          <FileNote role="status">
            {reading ? 'Reading file...' : 'A file is stored. Choose a file to replace it.'}
          </FileNote>
        )
      }
    >
      <FileInput
        {...field.aria}
        id={field.ids.control}
        name={input.name}
        type="file"
        accept={accept}
        disabled={props.disabled}
        data-status={field.dataStatus}
        onFocus={() => {
          input.onFocus();
        }}
        onBlur={() => {
          input.onBlur();
        }}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file === undefined) return;
          setReading(true);
          void readJsonFile(file).then((next) => {
            setReading(false);
            input.onChange(next);
            input.onBlur();
          });
        }}
      />
    </FormField>
  );
}
