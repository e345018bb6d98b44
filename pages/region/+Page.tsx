import type { Data } from './+data.ts'
import { Hero } from '../../components/Hero.tsx'
import { RegionCard } from '../../components/RegionCard.tsx'

/** The template of a region's full list of places. */
export default function Page({ data }: { data: Data }) {
  return (
    <>
      <Hero hero={{ title: data.region.name, subtitle: data.description }} actions={data.actions} image={data.heroImage} />
      <div className="section section-plain">
        <div className="container">
          <RegionCard region={{ ...data.region, id: `${data.region.id}-places` }} description={data.description} response={data.response} quote={data.quote} alsoServesLabel={data.alsoServes} />
        </div>
      </div>
    </>
  )
}
