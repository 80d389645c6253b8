import { fieldLabel } from '../ui/form-styles.ts';
import { ImagePicker } from './image-picker.tsx';

export interface LogoFieldProps {
  /** The logo's address (an upload of purpose "logo"), or null for none. */
  src: string | null;
  /** The server's messages for the field (e.g. a logo that is not the saver's upload). */
  errors?: readonly string[];
  onChange: (src: string | null) => void;
  /** True while a file uploads: the form should not be saved meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

/** A square logo picked and uploaded on the spot, as the console's stand and sponsor forms use it. */
export function LogoField({ src, errors = [], onChange, onBusyChange }: LogoFieldProps) {
  return (
    <div>
      <span className={fieldLabel}>Logo</span>
      <div className="mt-1">
        <ImagePicker
          what="logo"
          purpose="logo"
          src={src}
          shape="square"
          hint="JPEG, PNG, WebP or GIF up to 8 MB, shown square."
          onUploaded={(result) => onChange(result.src)}
          onRemove={() => onChange(null)}
          onBusyChange={onBusyChange}
        />
      </div>
      {errors.map((error) => (
        <p key={error} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ))}
    </div>
  );
}
