//! Animated GIFs of a sequence of views: a game's replay.
//!
//! Every frame of one animation shows the same board, so every frame is composed in that board's
//! palette ([`crate::assets`]): the palette becomes the GIF's one global colour table, and no frame is
//! quantised. Only what changed is written (as lila-gif does): after the first frame, each frame is
//! drawn over the one before (disposal "keep") as the rectangles around the bands of rows that changed,
//! and within a rectangle the pixels that did not change are written as a transparent index (one the
//! rectangle's new pixels do not use), which LZW codes as long runs. A move and the unmarking of the
//! move before it are usually at opposite ends of the board, so one rectangle around both would hold
//! most of the board; each band is its own image instead, all but the last with no delay, so a view is
//! still one frame on screen: the images with a delay. A frame that changes nothing is written as one
//! unchanged pixel, so the animation keeps one frame per view.

use crate::compose;
use crate::indexed::Indexed;
use crate::{RenderError, Style};
use games::BoardView;
use std::borrow::Cow;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

/// How long frames stay on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// Each frame but the last, in milliseconds.
    pub frame_ms: u32,
    /// The last frame, in milliseconds (a pause before the animation starts again).
    pub last_ms: u32,
}

impl Default for Timing {
    /// 0.8 s a frame, 4 s on the last one.
    fn default() -> Self {
        Self {
            frame_ms: 800,
            last_ms: 4000,
        }
    }
}

/// Draws `frames` (views with their captions) as an animated GIF that loops, every frame in the
/// palette of their board. Fails when there are no frames or when they show different boards.
pub fn render_gif(frames: &[(BoardView, Style)], timing: Timing) -> Result<Vec<u8>, RenderError> {
    let Some((first_view, _)) = frames.first() else {
        return Err(RenderError::Encode("an animation needs a frame".into()));
    };
    if frames
        .iter()
        .any(|(view, _)| view.board != first_view.board)
    {
        return Err(RenderError::Encode(
            "the frames of one animation show one board".into(),
        ));
    }
    // The screen is as large as the largest frame (a caption may wrap in some frames); the frames are
    // then composed and compared one at a time, so two screens and the few images waiting to be coded are
    // in memory at once.
    let sizes: Vec<compose::Layout> = frames
        .iter()
        .map(|(view, style)| compose::layout(view, style))
        .collect();
    let width = sizes.iter().map(|layout| layout.width).max().unwrap_or(1);
    let height = sizes.iter().map(|layout| layout.height).max().unwrap_or(1);
    let (Ok(screen_width), Ok(screen_height)) = (u16::try_from(width), u16::try_from(height))
    else {
        return Err(RenderError::Encode(
            "the image is too large for a GIF".into(),
        ));
    };
    let assets = crate::assets::assets(first_view.board.0);
    let rgb: Vec<u8> = assets
        .palette
        .colours()
        .iter()
        .flat_map(|colour| [colour.0, colour.1, colour.2])
        .collect();
    // Composing the frames and LZW-coding them cost about the same: a second thread codes and writes
    // each frame while this one composes the next.
    std::thread::scope(|scope| {
        let (send, receive) = sync_channel::<gif::Frame<'static>>(FRAMES_IN_FLIGHT);
        let writer = scope.spawn(move || write(receive, (screen_width, screen_height), &rgb));
        let composed = compose_frames(
            frames,
            timing,
            (screen_width, screen_height),
            assets.frame,
            &send,
        );
        drop(send);
        let written = writer
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        composed.and(written)
    })
}

/// Frames composed and waiting to be coded, at most.
const FRAMES_IN_FLIGHT: usize = 8;

/// Composes every view of `frames` on a screen of `size` (space a frame does not cover filled with
/// `fill`) and sends the images that draw it: the whole screen first, then what changed. Stops at
/// the first frame that fails, or when the writer has stopped.
fn compose_frames(
    frames: &[(BoardView, Style)],
    timing: Timing,
    size: (u16, u16),
    fill: u8,
    send: &SyncSender<gif::Frame<'static>>,
) -> Result<(), RenderError> {
    let (width, height) = (usize::from(size.0), usize::from(size.1));
    // The screen after the frame before, and the one being made.
    let (mut previous, mut canvas) = (Vec::new(), Vec::new());
    for (index, (view, style)) in frames.iter().enumerate() {
        let (image, _) = compose::compose(view, style)?;
        pad(&image, width, height, fill, &mut canvas);
        let last = index + 1 == frames.len();
        let delay = centiseconds(if last {
            timing.last_ms
        } else {
            timing.frame_ms
        });
        let mut images = match index {
            0 => vec![gif::Frame {
                width: size.0,
                height: size.1,
                buffer: Cow::Owned(canvas.clone()),
                ..gif::Frame::default()
            }],
            _ => differences(&previous, &canvas, width),
        };
        let count = images.len();
        for (part, mut image) in images.drain(..).enumerate() {
            image.delay = if part + 1 == count { delay } else { 0 };
            image.dispose = gif::DisposalMethod::Keep;
            if send.send(image).is_err() {
                return Ok(());
            }
        }
        std::mem::swap(&mut previous, &mut canvas);
    }
    Ok(())
}

/// LZW-codes the images it receives and writes them, in order, as a looping GIF with the global colour
/// table `rgb` on a screen of `size`.
fn write(
    receive: Receiver<gif::Frame<'static>>,
    (width, height): (u16, u16),
    rgb: &[u8],
) -> Result<Vec<u8>, RenderError> {
    let failed = |error: gif::EncodingError| RenderError::Encode(error.to_string());
    let mut bytes = Vec::new();
    let mut encoder = gif::Encoder::new(&mut bytes, width, height, rgb).map_err(failed)?;
    encoder.set_repeat(gif::Repeat::Infinite).map_err(failed)?;
    for mut image in receive {
        image.make_lzw_pre_encoded();
        encoder
            .write_lzw_pre_encoded_frame(&image)
            .map_err(failed)?;
    }
    drop(encoder);
    Ok(bytes)
}

/// Milliseconds as a GIF delay, in hundredths of a second.
fn centiseconds(ms: u32) -> u16 {
    u16::try_from(ms.div_ceil(10)).unwrap_or(u16::MAX)
}

/// Puts the pixels of `image` into `canvas`, a `width` × `height` screen, the space it does not cover
/// filled with `fill` (frames of one animation may differ in height when a caption wraps).
fn pad(image: &Indexed, width: usize, height: usize, fill: u8, canvas: &mut Vec<u8>) {
    canvas.clear();
    canvas.resize(width * height, fill);
    for (y, row) in image.rows.chunks_exact(image.stride()).enumerate() {
        canvas[y * width..y * width + image.width].copy_from_slice(&row[1..]);
    }
}

/// Bands of changed rows closer than this many rows are written as one rectangle: a separate image
/// costs its own header and LZW restart, more than a few rows of transparent pixels.
const BAND_GAP: usize = 24;

/// The images that turn `previous` into `next`: one rectangle per band of changed rows, unchanged pixels
/// in it transparent when an index is free for that; one unchanged pixel when nothing changed.
fn differences(previous: &[u8], next: &[u8], width: usize) -> Vec<gif::Frame<'static>> {
    let height = next.len() / width;
    // Each band: top, bottom, left, right.
    let mut bands: Vec<(usize, usize, usize, usize)> = Vec::new();
    for y in 0..height {
        let row = y * width..(y + 1) * width;
        let (old, new) = (&previous[row.clone()], &next[row]);
        if old == new {
            continue;
        }
        let first = old.iter().zip(new).position(|(a, b)| a != b).unwrap_or(0);
        let last = width
            - 1
            - old
                .iter()
                .rev()
                .zip(new.iter().rev())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
        match bands.last_mut() {
            Some(band) if y <= band.1 + BAND_GAP => {
                band.1 = y;
                band.2 = band.2.min(first);
                band.3 = band.3.max(last);
            }
            _ => bands.push((y, y, first, last)),
        }
    }
    if bands.is_empty() {
        return vec![gif::Frame {
            width: 1,
            height: 1,
            buffer: Cow::Owned(vec![next[0]]),
            ..gif::Frame::default()
        }];
    }
    bands
        .into_iter()
        .map(|(top, bottom, left, right)| {
            rectangle(previous, next, width, (left, top, right, bottom))
        })
        .collect()
}

/// The image of the rectangle `(left, top, right, bottom)` (inclusive) of `next`, its pixels equal to
/// `previous` transparent when an index is free for that.
fn rectangle(
    previous: &[u8],
    next: &[u8],
    width: usize,
    (left, top, right, bottom): (usize, usize, usize, usize),
) -> gif::Frame<'static> {
    let (w, h) = (right - left + 1, bottom - top + 1);
    let mut used = [false; 256];
    let mut buffer = Vec::with_capacity(w * h);
    for y in top..=bottom {
        let new = &next[y * width + left..y * width + left + w];
        for &pixel in new {
            used[usize::from(pixel)] = true;
        }
        buffer.extend_from_slice(new);
    }
    let transparent = used.iter().position(|&used| !used).map(|index| index as u8);
    if let Some(clear) = transparent {
        for (offset, y) in (top..=bottom).enumerate() {
            let old = &previous[y * width + left..y * width + left + w];
            let out = &mut buffer[offset * w..(offset + 1) * w];
            for (pixel, &was) in out.iter_mut().zip(old) {
                if *pixel == was {
                    *pixel = clear;
                }
            }
        }
    }
    gif::Frame {
        left: left as u16,
        top: top as u16,
        width: w as u16,
        height: h as u16,
        transparent,
        buffer: Cow::Owned(buffer),
        ..gif::Frame::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes a GIF into the screens shown for a while (after each image with a delay), as palette
    /// indices.
    fn frames(bytes: &[u8]) -> Vec<Vec<u8>> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes).expect("a GIF");
        let (width, height) = (decoder.width() as usize, decoder.height() as usize);
        let mut screen = vec![0u8; width * height];
        let mut out = Vec::new();
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            for y in 0..frame.height as usize {
                for x in 0..frame.width as usize {
                    let pixel = frame.buffer[y * frame.width as usize + x];
                    if Some(pixel) != frame.transparent {
                        screen[(frame.top as usize + y) * width + frame.left as usize + x] = pixel;
                    }
                }
            }
            if frame.delay > 0 {
                out.push(screen.clone());
            }
        }
        out
    }

    #[test]
    fn differences_rebuild_every_frame_exactly() {
        let width = 5;
        let a = vec![1u8; 25];
        let mut b = a.clone();
        b[7] = 2;
        b[13] = 3;
        let c = b.clone();
        let mut d = c.clone();
        d[24] = 1;
        d[0] = 4;
        for (before, after) in [(&a, &b), (&b, &c), (&c, &d)] {
            let mut screen = before.clone();
            for frame in differences(before, after, width) {
                for y in 0..frame.height as usize {
                    for x in 0..frame.width as usize {
                        let pixel = frame.buffer[y * frame.width as usize + x];
                        if Some(pixel) != frame.transparent {
                            screen[(frame.top as usize + y) * width + frame.left as usize + x] =
                                pixel;
                        }
                    }
                }
            }
            assert_eq!(&screen, after);
        }
        let changed = &differences(&a, &b, width)[0];
        assert_eq!(
            (changed.left, changed.top, changed.width, changed.height),
            (2, 1, 2, 2)
        );
        assert_eq!(changed.transparent, Some(0));
    }

    #[test]
    fn an_animation_decodes_to_its_frames_with_their_delays() {
        let mut views = Vec::new();
        let style = |line: &str| Style {
            caption: vec![line.to_owned()],
            ..Style::default()
        };
        let game = games::GameKind::all().next().expect("a game");
        let mut playing = game.create(&Default::default(), 1).expect("a game");
        views.push((playing.view(games::Audience::Public), style("start")));
        for ply in 0..6 {
            let seat = playing.to_act()[0];
            let action = playing.legal_actions(seat)[0].clone();
            playing.play(seat, &action).expect("legal");
            views.push((
                playing.view(games::Audience::Public),
                style(&format!("ply {ply}")),
            ));
        }
        // A repeated view still makes a frame.
        views.push(views.last().cloned().expect("a view"));
        let gif = render_gif(&views, Timing::default()).expect("encodes");
        let decoded = frames(&gif);
        assert_eq!(decoded.len(), views.len());
        for ((view, style), frame) in views.iter().zip(&decoded) {
            let (image, _) = compose::compose(view, style).expect("composes");
            let mut pixels = Vec::new();
            pad(&image, image.width, image.height, 0, &mut pixels);
            assert_eq!(&pixels, frame);
        }
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(gif.as_slice()).expect("a GIF");
        let mut delays = Vec::new();
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            delays.push(frame.delay);
        }
        delays.retain(|&delay| delay > 0);
        assert_eq!(delays.len(), views.len());
        assert_eq!(delays.first(), Some(&80));
        assert_eq!(delays.last(), Some(&400));
    }

    #[test]
    fn bands_far_apart_are_separate_rectangles() {
        let width = 4;
        let height = 3 * BAND_GAP;
        let a = vec![0u8; width * height];
        let mut b = a.clone();
        b[1] = 1;
        b[width * (height - 1) + 2] = 2;
        let images = differences(&a, &b, width);
        assert_eq!(images.len(), 2);
        assert_eq!((images[0].top, images[0].height), (0, 1));
        assert_eq!((images[1].top, images[1].height), (height as u16 - 1, 1));
    }

    #[test]
    fn frames_of_different_boards_or_none_are_refused() {
        assert!(render_gif(&[], Timing::default()).is_err());
        let mut kinds = games::GameKind::all();
        let (a, b) = (
            kinds.next().expect("a game"),
            kinds.next().expect("another"),
        );
        let view = |kind: games::GameKind| {
            kind.create(&Default::default(), 1)
                .expect("a game")
                .view(games::Audience::Public)
        };
        let frames = [(view(a), Style::default()), (view(b), Style::default())];
        assert!(render_gif(&frames, Timing::default()).is_err());
    }
}
