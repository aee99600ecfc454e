import QRCode from 'qrcode';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

export interface QrCodeProps {
  /** The text or address to encode. */
  value: string;
  /** Pixel size of the square; default 160. */
  size?: number;
  /** Accessible name; defaults to "QR code". */
  label?: string;
}

/** A QR code drawn as SVG from its module matrix (no HTML strings, no network). */
export function QrCode({ value, size = 160, label }: QrCodeProps) {
  const intl = useIntl();
  const { path, count } = useMemo(() => {
    const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    let d = '';
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) if (qr.modules.data[y * n + x]) d += `M${x + 2} ${y + 2}h1v1h-1z`;
    }
    return { path: d, count: n + 4 };
  }, [value]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      role="img"
      aria-label={label ?? intl.formatMessage({ id: 'ui.qrCode.label' })}
      shapeRendering="crispEdges"
    >
      {/* Black on white in every theme, with the quiet zone: phone scanners read nothing else reliably. */}
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
