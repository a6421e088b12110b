import { useTranslation } from '@shop/i18n';
import styles from './FooterContent.module.css';

/**
 * SHELL-045: the payment logos as images (inline SVG, named by their alt text): bank card,
 * instalments in 3 or 4 times, secured payment.
 */
export function PaymentLogos() {
  const { t } = useTranslation('shell');
  return (
    <ul className={styles.logos}>
      <li>
        <svg
          role="img"
          aria-label={t('footer.payment.card')}
          viewBox="0 0 64 40"
          width="64"
          height="40"
        >
          <rect x="1" y="1" width="62" height="38" rx="5" fill="#1a4fa3" />
          <rect x="1" y="9" width="62" height="7" fill="#0d2a5c" />
          <rect x="8" y="24" width="12" height="8" rx="1.5" fill="#ffd25e" />
          <rect x="26" y="26" width="30" height="3" rx="1.5" fill="#fff" />
        </svg>
      </li>
      <li>
        <svg
          role="img"
          aria-label={t('footer.payment.instalments')}
          viewBox="0 0 64 40"
          width="64"
          height="40"
        >
          <rect
            x="1"
            y="1"
            width="62"
            height="38"
            rx="5"
            fill="#fff"
            stroke="#1d1d1f"
            strokeWidth="2"
          />
          <text
            x="32"
            y="26"
            textAnchor="middle"
            fontSize="15"
            fontWeight="700"
            fontFamily="sans-serif"
            fill="#1d1d1f"
          >
            3x 4x
          </text>
        </svg>
      </li>
      <li>
        <svg
          role="img"
          aria-label={t('footer.payment.secure')}
          viewBox="0 0 64 40"
          width="64"
          height="40"
        >
          <rect x="1" y="1" width="62" height="38" rx="5" fill="#17623a" />
          <rect x="22" y="18" width="20" height="15" rx="2" fill="#fff" />
          <path d="M26 18v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#fff" strokeWidth="3" />
        </svg>
      </li>
    </ul>
  );
}
