import { useLingui } from '@lingui/react/macro';
import { AD_LIMITS, AD_MESSAGES, isAllowedAdImage } from '@padosi/shared/ads';
import { ImagesField, type ImageRules, type NewImage } from '../../../components/images/images-field';
import { sharedText } from '../../../lib/shared-messages';

export type { NewImage };

/**
 * 1–5 JPEG/PNG images: other types are refused with "{file} is not valid.", files over 2 MB are compressed
 * (200 KB target, 800 px) and a failure says "Failed to compress {file}."; a sixth image is refused.
 */
const rules: Omit<ImageRules, 'typesText'> = {
  max: AD_LIMITS.maxImages,
  isAllowed: isAllowedAdImage,
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  compressOverBytes: AD_LIMITS.compressOverBytes,
  compressTargetKb: AD_LIMITS.compressTargetKb,
  compressMaxPx: AD_LIMITS.compressMaxPx,
  get tooMany() {
    return sharedText(AD_MESSAGES.tooManyImages);
  },
  notAllowed: (file) => sharedText(AD_MESSAGES.imageNotValid(file)),
  compressFailed: (file) => sharedText(AD_MESSAGES.compressFailed(file)),
};

type Props = Omit<React.ComponentProps<typeof ImagesField>, 'noun' | 'rules' | 'report' | 'kept'> & { kept: Array<{ path: string; thumb: string }> };

export function AdImagesField({ kept, ...props }: Props) {
  const { t } = useLingui();
  return (
    <ImagesField
      noun="image"
      required
      report="inline"
      rules={{ ...rules, typesText: t`JPG or PNG` }}
      kept={kept.map((k) => ({ key: k.path, thumb: k.thumb }))}
      {...props}
    />
  );
}
