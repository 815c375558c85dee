import { BUILD_DAY, formatLongDate } from '../today';
import { VISITOR_TODAY_ATTRIBUTE } from './visitor-today-parts';

/** /privacy's "Last updated" line, with the build's day until its island's script runs. */
export default function PrivacyUpdated() {
  return (
    <p className="site-muted">
      Last updated:{' '}
      <time dateTime={BUILD_DAY} {...{ [VISITOR_TODAY_ATTRIBUTE]: '' }}>
        {formatLongDate(BUILD_DAY)}
      </time>
    </p>
  );
}
