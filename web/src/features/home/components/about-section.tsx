/** A short word about the house, with three figures. */
export function AboutSection() {
  return (
    <section className="section about-band" aria-labelledby="about-band-title">
      <div className="container about-band__inner">
        <div>
          <p className="eyebrow">About Maison</p>
          <h2 id="about-band-title">Crafted for the senses</h2>
          <p>
            We believe a fragrance is the most personal thing you wear. Our curators test every perfume on skin before it
            joins the collection, and we describe each one plainly: its notes, its character, the moments it suits.
          </p>
          <p>Whether you are looking for a first signature scent or your next discovery, we are here to help.</p>
        </div>
        <dl className="about-band__facts">
          <div>
            <dt>Fragrances</dt>
            <dd>300+</dd>
          </div>
          <div>
            <dt>Perfume houses</dt>
            <dd>40+</dd>
          </div>
          <div>
            <dt>Happy customers</dt>
            <dd>10k+</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
