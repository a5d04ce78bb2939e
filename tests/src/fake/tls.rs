//! The fake as `https://discord.com`: a certificate made for the test, a TLS listener, and an HTTP client
//! for the bot that finds `discord.com` at the fake and trusts that certificate.
//!
//! serenity's rate limiter sends every request to `https://discord.com` whatever base URL it is given;
//! with this client the bot runs with that limiter on, exactly as in production.

use std::net::SocketAddr;
use std::sync::Arc;

/// The host name the bot's requests go to.
pub const DISCORD_HOST: &str = "discord.com";

/// A self-signed certificate for `discord.com` and the server configuration that presents it.
pub struct Identity {
    certificate: Vec<u8>,
    server: Arc<rustls::ServerConfig>,
}

impl Identity {
    /// Makes a fresh certificate and key.
    pub fn new() -> Self {
        let made = rcgen::generate_simple_self_signed(vec![DISCORD_HOST.to_owned()])
            .expect("a self-signed certificate");
        let certificate = made.cert.der().to_vec();
        let key = rustls::pki_types::PrivateKeyDer::Pkcs8(made.key_pair.serialize_der().into());
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut server = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("TLS versions")
            .with_no_client_auth()
            .with_single_cert(vec![certificate.clone().into()], key)
            .expect("the certificate fits its key");
        server.alpn_protocols = vec![b"http/1.1".to_vec()];
        Self {
            certificate,
            server: Arc::new(server),
        }
    }

    /// Serves `app` over TLS on `listener`.
    pub fn serve(&self, listener: std::net::TcpListener, app: axum::Router) {
        let config = axum_server::tls_rustls::RustlsConfig::from_config(self.server.clone());
        tokio::spawn(async move {
            axum_server::from_tcp_rustls(listener, config)
                .serve(app.into_make_service())
                .await
                .expect("serving the fake over TLS");
        });
    }

    /// A client that reaches `discord.com` at `address` and trusts only this certificate.
    pub fn client(&self, address: SocketAddr) -> reqwest::Client {
        let certificate =
            reqwest::Certificate::from_der(&self.certificate).expect("the certificate reads");
        reqwest::Client::builder()
            .use_rustls_tls()
            .tls_built_in_root_certs(false)
            .add_root_certificate(certificate)
            .resolve(DISCORD_HOST, address)
            .no_proxy()
            .build()
            .expect("an HTTP client for the fake")
    }
}

impl Default for Identity {
    fn default() -> Self {
        Self::new()
    }
}
