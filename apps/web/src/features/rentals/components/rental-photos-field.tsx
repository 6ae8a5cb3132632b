import { useLingui } from '@lingui/react/macro';
import { RENTAL_LIMITS, RENTAL_MESSAGES, isAllowedRentalPhoto, rentalThumbUrl } from '@padosi/shared/rentals';
import { ImagesField, type ImageRules, type NewImage } from '../../../components/images/images-field';
import { sharedText } from '../../../lib/shared-messages';

export type NewPhoto = NewImage;

/**
 * Optional photos, JPEG or PNG: other files are skipped with the error notification "Invalid file type: {file}";
 * files over 512 KB are compressed (target 500 KB, 1024 px) before upload; if that fails the original (≤ 5 MB)
 * still uploads.
 */
const rules: Omit<ImageRules, 'typesText'> = {
  max: RENTAL_LIMITS.maxPhotos,
  isAllowed: isAllowedRentalPhoto,
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  compressOverBytes: RENTAL_LIMITS.compressOverBytes,
  compressTargetKb: RENTAL_LIMITS.compressTargetKb,
  compressMaxPx: RENTAL_LIMITS.compressMaxPx,
  get tooMany() {
    return sharedText(RENTAL_MESSAGES.tooManyPhotos);
  },
  notAllowed: (file) => sharedText(RENTAL_MESSAGES.invalidFileType(file)),
};

type Props = Omit<React.ComponentProps<typeof ImagesField>, 'noun' | 'rules' | 'report' | 'kept'> & { kept: string[] };

export function RentalPhotosField({ kept, ...props }: Props) {
  const { t } = useLingui();
  return (
    <ImagesField
      noun="photo"
      report="notify"
      helpSuffix={t` · optional`}
      rules={{ ...rules, typesText: t`JPG or PNG` }}
      kept={kept.map((file) => ({ key: file, thumb: rentalThumbUrl(file) }))}
      {...props}
    />
  );
}
