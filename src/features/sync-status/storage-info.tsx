import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';

interface Info {
  usage?: number;
  quota?: number;
  persisted: boolean;
}

const mb = (n = 0) => <FormattedNumber value={n / 1024 / 1024} maximumFractionDigits={1} />;

/** Storage used and quota, and whether the browser promised not to clear it. */
export function StorageInfo() {
  const [info, setInfo] = useState<Info | null>(null);
  useEffect(() => {
    void (async () => {
      const est = (await navigator.storage?.estimate?.()) ?? {};
      const persisted = (await navigator.storage?.persisted?.()) ?? false;
      setInfo({ ...est, persisted });
    })();
  }, []);
  if (!info) return null;
  return (
    <section className="device-section" data-testid="storage-info">
      <h2>
        <FormattedMessage id="device.storage.title" />
      </h2>
      <p>
        <FormattedMessage id="device.storage.used" values={{ used: mb(info.usage), quota: mb(info.quota) }} />
      </p>
      <p>
        <FormattedMessage id={info.persisted ? 'device.storage.persistent' : 'device.storage.notPersistent'} />
      </p>
    </section>
  );
}
