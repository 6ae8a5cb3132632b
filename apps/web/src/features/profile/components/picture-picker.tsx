import { useLingui } from '@lingui/react/macro';
import { PICTURE_TYPES, PROFILE_LIMITS, PROFILE_MESSAGES } from '@padosi/shared/users';
import { ImagePicker } from '../../../components/images/image-picker';
import { useCompressedImage } from '../../../components/images/use-compressed-image';
import { sharedText } from '../../../lib/shared-messages';

interface Props {
  current: string | null;
  name: string;
  onChange: (file: File | null) => void;
}

const isPictureType = (file: File) => (PICTURE_TYPES as readonly string[]).includes(file.type);

/** JPG or PNG only, compressed in the browser (20 KB target, 800 px) before it is sent. */
export function PicturePicker({ current, name, onChange }: Props) {
  const { t } = useLingui();
  const picked = useCompressedImage({
    current,
    compress: { maxSizeKb: PROFILE_LIMITS.pictureTargetKb, maxPx: PROFILE_LIMITS.pictureMaxPx },
    failureMessage: sharedText(PROFILE_MESSAGES.compressionFailed),
    isAllowed: isPictureType,
    notAllowed: sharedText(PROFILE_MESSAGES.pictureType),
    compressed: (fromKb, toKb) => sharedText(PROFILE_MESSAGES.compressed(fromKb, toKb)),
    onChange,
  });
  return (
    <ImagePicker
      shape="avatar"
      alt={t`${name}'s profile picture`}
      chooseLabel={t`Change picture`}
      accept="image/jpeg,image/png,.jpg,.jpeg,.png"
      hint={t`JPG or PNG`}
      {...picked}
    />
  );
}
