import { Image } from 'antd';

/**
 * antd's full-screen preview over a listing's pictures, opened at `current`: loaded with the first zoom (see
 * usePicturePreview), so a detail page renders and hydrates its pictures as plain images.
 */
export default function PicturePreview({
  images,
  open,
  current,
  onChange,
  onClose,
}: {
  images: string[];
  open: boolean;
  current: number;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <Image.PreviewGroup
      items={images}
      preview={{
        open,
        current,
        onChange,
        onOpenChange: (next) => {
          if (!next) onClose();
        },
      }}
    />
  );
}
