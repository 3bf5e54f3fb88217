//! The browser client: the static files of `web/` (one page, one script, one stylesheet; no
//! framework, no build step), compiled into the binary so the server stays a single file.
//!
//! `GET /` serves the page, `GET /app.js` and `GET /style.css` its script and styles. Each
//! answer carries its content type, a strong `ETag` (a hash of the file) and
//! `Cache-Control: no-cache`: browsers keep a copy but ask again every time, so a new server
//! version is picked up at once while an unchanged file costs a `304 Not Modified`.

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

/// One embedded file.
#[derive(Debug)]
pub struct Asset {
    /// The file's text.
    pub body: &'static str,
    /// Its `Content-Type`.
    pub content_type: &'static str,
    /// Its `ETag`, quoted, from [`fnv1a`] of the body.
    pub etag: &'static str,
}

/// The 64-bit FNV-1a hash, usable in constants (for the `ETag`s).
pub const fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    hash
}

/// The quoted hex `ETag` of a body, computed at compile time.
const fn etag_of(body: &str) -> [u8; 18] {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let hash = fnv1a(body.as_bytes());
    let mut out = [b'"'; 18];
    let mut i = 0;
    while i < 16 {
        out[1 + i] = HEX[((hash >> (60 - 4 * i)) & 0xf) as usize];
        i += 1;
    }
    out
}

macro_rules! asset {
    ($path:literal, $content_type:literal) => {{
        const BODY: &str = include_str!($path);
        const TAG: [u8; 18] = etag_of(BODY);
        Asset {
            body: BODY,
            content_type: $content_type,
            etag: match std::str::from_utf8(&TAG) {
                Ok(s) => s,
                Err(_) => "\"0\"",
            },
        }
    }};
}

/// `web/index.html`.
pub static INDEX: Asset = asset!("../../web/index.html", "text/html; charset=utf-8");
/// `web/app.js`.
pub static APP_JS: Asset = asset!("../../web/app.js", "text/javascript; charset=utf-8");
/// `web/style.css`.
pub static STYLE_CSS: Asset = asset!("../../web/style.css", "text/css; charset=utf-8");

/// The client's routes, to merge into the server's router.
pub fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/", get(|h: HeaderMap| async move { respond(&INDEX, &h) }))
        .route(
            "/app.js",
            get(|h: HeaderMap| async move { respond(&APP_JS, &h) }),
        )
        .route(
            "/style.css",
            get(|h: HeaderMap| async move { respond(&STYLE_CSS, &h) }),
        )
}

/// The answer for `asset` to a request with these headers: the file, or `304 Not Modified`
/// when the request's `If-None-Match` names its `ETag`.
pub fn respond(asset: &'static Asset, request: &HeaderMap) -> Response {
    let fresh = request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|t| {
            let t = t.trim();
            t == "*" || t.trim_start_matches("W/") == asset.etag
        });
    let headers = [
        (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        (header::ETAG, HeaderValue::from_static(asset.etag)),
        (
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ),
    ];
    if fresh {
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    (
        headers,
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static(asset.content_type),
        )],
        asset.body,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serves_each_file_with_its_type_and_cache_headers() {
        for (asset, ty) in [
            (&INDEX, "text/html"),
            (&APP_JS, "text/javascript"),
            (&STYLE_CSS, "text/css"),
        ] {
            let r = respond(asset, &HeaderMap::new());
            assert_eq!(r.status(), StatusCode::OK);
            let h = r.headers();
            assert!(h[header::CONTENT_TYPE].to_str().unwrap().starts_with(ty));
            assert_eq!(h[header::CACHE_CONTROL], "no-cache");
            assert_eq!(h[header::ETAG], asset.etag);
            assert!(asset.etag.len() == 18 && asset.etag.starts_with('"'));
        }
    }

    #[test]
    fn answers_304_when_the_etag_matches() {
        let mut h = HeaderMap::new();
        h.insert(header::IF_NONE_MATCH, HeaderValue::from_static(APP_JS.etag));
        assert_eq!(respond(&APP_JS, &h).status(), StatusCode::NOT_MODIFIED);
        let mut stale = HeaderMap::new();
        stale.insert(
            header::IF_NONE_MATCH,
            HeaderValue::from_static("\"0000000000000000\""),
        );
        assert_eq!(respond(&APP_JS, &stale).status(), StatusCode::OK);
    }

    #[test]
    fn the_page_loads_its_script_and_styles() {
        assert!(INDEX.body.contains("src=\"/app.js\""));
        assert!(INDEX.body.contains("href=\"/style.css\""));
        assert_ne!(INDEX.etag, APP_JS.etag);
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
