import { fieldError, fieldLabel } from '../ui/form-styles.ts';
import { ImagePicker } from './image-picker.tsx';

export interface LogoFieldProps {
  /** The logo's address (an upload of purpose "logo"), or null for none. */
  src: string | null;
  /** The server's messages for the field (e.g. a logo that is not the saver's upload). */
  errors?: readonly string[];
  onChange: (src: string | null) => void;
  /** True while a file uploads: the form should not be saved meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** What to pick, under the picture (the default suits the console's stands and sponsors). */
  hint?: string;
}

/** A square logo picked and uploaded on the spot: the console's stand and sponsor forms, and an organization's. */
export function LogoField({ src, errors = [], onChange, onBusyChange, hint = 'JPEG, PNG, WebP or GIF up to 8 MB, shown square.' }: LogoFieldProps) {
  return (
    <div>
      <span className={fieldLabel}>Logo</span>
      <div className="mt-1">
        <ImagePicker
          what="logo"
          purpose="logo"
          src={src}
          shape="square"
          hint={hint}
          onUploaded={(result) => onChange(result.src)}
          onRemove={() => onChange(null)}
          onBusyChange={onBusyChange}
        />
      </div>
      {errors.map((error) => (
        <p key={error} className={fieldError}>
          {error}
        </p>
      ))}
    </div>
  );
}
