import { useLingui } from '@lingui/react/macro';
import { KITCHEN_MESSAGES, KITCHEN_LIMITS, isKitchenPhoto } from '@padosi/shared/kitchens';
import { ImagesField, type ImageRules, type NewImage } from '../../../components/images/images-field';
import { kitchenThumb } from './badges';

export type { NewImage };

/**
 * A kitchen's photos (up to 5) or a dish's one photo: JPEG, PNG or WebP ("Invalid file type: {file}" otherwise, as a
 * notice); files over 1 MB are compressed (300 KB, 1600 px) and uploaded as they are if that fails.
 */
const rulesFor = (max: number, typesText: string): ImageRules => ({
  max,
  isAllowed: isKitchenPhoto,
  accept: 'image/jpeg,image/png,image/webp',
  typesText,
  compressOverBytes: KITCHEN_LIMITS.photoCompressOverBytes,
  compressTargetKb: KITCHEN_LIMITS.photoCompressTargetKb,
  compressMaxPx: KITCHEN_LIMITS.storedMaxPx,
  tooMany: KITCHEN_MESSAGES.tooManyPhotos(max),
  notAllowed: KITCHEN_MESSAGES.photoType,
});

type Props = Omit<React.ComponentProps<typeof ImagesField>, 'noun' | 'rules' | 'report' | 'kept'> & {
  /** Stored file names. */
  kept: string[];
  max: number;
};

export const KitchenPhotosField = ({ kept, max, ...props }: Props) => {
  const { t } = useLingui();
  return (
    <ImagesField
      noun="photo"
      report="notify"
      rules={rulesFor(max, t`JPEG, PNG or WebP`)}
      kept={kept.map((file) => ({ key: file, thumb: kitchenThumb(file) }))}
      {...props}
    />
  );
};
