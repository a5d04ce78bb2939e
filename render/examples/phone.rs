#[path = "../tests/support/mod.rs"]
mod support;
use games::{Audience, Seat};
use render::{LabelStyle, Style, render_png};

fn main() {
    let dir = std::path::PathBuf::from("/tmp/phone");
    std::fs::create_dir_all(&dir).unwrap();
    let caption = vec![
        "alice (South) & bob (North) vs carol (East) & dave (West)".to_string(),
        "South to move · 9:41 left".to_string(),
    ];
    let mut cases = vec![];
    for (id, plies) in [
        ("jungle", 10),
        ("junqi", 40),
        ("junqi4", 60),
        ("fanqi", 30),
        ("jungi", 20),
        ("lun", 20),
        ("cetkaik", 20),
    ] {
        cases.push((
            format!("{id}-public"),
            support::played(id, plies, Audience::Public),
        ));
        cases.push((
            format!("{id}-seat1"),
            support::played(id, plies, Audience::Seat(Seat(1))),
        ));
    }
    let filter = std::env::args().nth(1).unwrap_or_default();
    if filter.starts_with("loop") {
        let id = filter.strip_prefix("loop").unwrap_or("lun");
        let id = if id.is_empty() { "lun" } else { id };
        let mut view = support::played(id, 40, Audience::Seat(Seat(1)));
        let mut style = Style {
            caption: vec![
                "South: Ada · North: Bob".into(),
                "North to move · 9:41 left".into(),
            ],
            ..Style::default()
        };
        if std::env::var_os("XBARE").is_some() {
            view.info.clear();
            view.panels.clear();
            style.caption.clear();
        }
        let _ = render_png(&view, &style).unwrap();
        let cpu = || {
            let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
            let fields: Vec<&str> = stat
                .rsplit(')')
                .next()
                .unwrap()
                .split_whitespace()
                .collect();
            fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
        };
        let (c0, n) = (cpu(), 3000);
        let mut bytes = 0;
        for _ in 0..n {
            bytes += render_png(&view, &style).unwrap().len();
        }
        let ticks = cpu() - c0;
        eprintln!(
            "{id}: {:.3} ms cpu per image, {} bytes",
            ticks as f64 * 10.0 / n as f64,
            bytes / n
        );
        return;
    }
    if filter == "lunparts" {
        lun_parts();
        return;
    }
    if filter == "sizes" {
        sizes();
        return;
    }
    if filter == "luncap" {
        lun_captions();
        return;
    }
    for (name, view) in cases {
        if !name.contains(&filter) {
            continue;
        }
        for labels in [LabelStyle::English, LabelStyle::Chinese] {
            let style = Style {
                caption: caption.clone(),
                labels,
                ..Style::default()
            };
            let png = render_png(&view, &style).unwrap();
            let tag = if labels == LabelStyle::English {
                "en"
            } else {
                "zh"
            };
            let path = dir.join(format!("{name}-{tag}.png"));
            std::fs::write(&path, &png).unwrap();
            let img = image::load_from_memory(&png).unwrap();
            let h = img.height() * 330 / img.width();
            let small = img.resize_exact(330, h, image::imageops::FilterType::Triangle);
            small
                .save(dir.join(format!("{name}-{tag}-330.png")))
                .unwrap();
            println!(
                "{name} {tag}: {} bytes {}x{}",
                png.len(),
                img.width(),
                img.height()
            );
        }
    }
}
#[allow(dead_code)]
fn lun_captions() {
    let g = games::lun::geometry::geometry();
    for c in &g.captions {
        println!("{} {:?}", c.text, c.at);
    }
    for n in ["B23", "B1", "A19", "A1", "C23", "NX"] {
        let p = g.point_named(n).unwrap();
        println!("{n} {:?}", g.points[p as usize].at);
    }
}
#[allow(dead_code)]
fn sizes() {
    for g in [
        games::lun::geometry::geometry(),
        games::junqi::geometry4::geometry(4),
        games::cetkaik::geometry::geometry(),
        games::junqi::geometry::geometry(false),
        games::jungle::geometry::geometry(),
    ] {
        let v = games::BoardView::new(g, Seat(0));
        let png = render_png(&v, &Style::default()).unwrap();
        let bare = render_png(
            &v,
            &Style {
                no_coordinates: true,
                ..Style::default()
            },
        )
        .unwrap();
        println!(
            "{}: empty {} bytes, without coordinates {}",
            g.name,
            png.len(),
            bare.len()
        );
    }
}
#[allow(dead_code)]
fn lun_parts() {
    use games::geometry::{Geometry, Mark};
    let base = games::lun::geometry::geometry();
    let variant = |name: &'static str, f: &dyn Fn(&mut Geometry)| {
        let mut g = base.clone();
        g.name = name;
        f(&mut g);
        let g: &'static Geometry = Box::leak(Box::new(g));
        let v = games::BoardView::new(g, Seat(0));
        let png = render_png(&v, &Style::default()).unwrap();
        println!("{name}: {}", png.len());
    };
    variant("all", &|_| {});
    variant("no dots", &|g| {
        for t in &mut g.terrains {
            if let Mark::Circle { radius, .. } = &mut t.mark {
                if *radius < 10.0 {
                    t.mark = Mark::None;
                }
            }
        }
    });
    variant("no tints", &|g| {
        for t in &mut g.terrains {
            t.fill = None;
        }
    });
    variant("no rings", &|g| {
        g.links.retain(|l| l.style != 0);
    });
    variant("no spokes", &|g| {
        g.links.retain(|l| l.style != 1);
    });
    variant("no captions", &|g| {
        g.captions.clear();
    });
}
