import type { Property } from 'contracts';
import { PropertyLine } from './confirmation.styles';

/** The booked property: thumbnail, title and where it is. */
export function PropertyHeadline({ property }: { property: Property }) {
  const place = [property.location.area, property.city || property.county].filter(Boolean).join(', ');
  const image = property.images[0];
  return (
    <PropertyLine>
      {image && <img src={image} alt="" width={88} height={64} />}
      <div>
        <h3>{property.title}</h3>
        {place && <p>{place}</p>}
      </div>
    </PropertyLine>
  );
}
