# A WebKitGTK browser for WebKitWebDriver that keeps its profile between launches.
#
# Why not MiniBrowser: in --automation mode it always uses an ephemeral website data manager
# (Tools/MiniBrowser/gtk/main.c, activate(): `if (privateMode || automationMode) manager =
# webkit_website_data_manager_new_ephemeral()`), so IndexedDB, the Cache Storage, the service
# worker and cookies die with the process, and a flow's restart() would find a new phone.
# This is the smallest browser that allows automation on a web context whose data lives in
# --profile, and hands WebKitWebDriver a web view for each window its session asks for.
#
# Launched by WebKitWebDriver as /usr/bin/python3 <this file> --automation --profile=<dir> [options]
# (webkit-launch.ts); Debian packages python3-gi and gir1.2-webkit2-4.1.
import argparse
import os
import signal
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument('--automation', action='store_true')
parser.add_argument('--profile', required=True)
parser.add_argument('--width', type=int, default=1280)
parser.add_argument('--height', type=int, default=800)
# WebKitSettings feature identifiers to switch on, as MiniBrowser's --features: "+A,+B".
parser.add_argument('--features', default='')
parser.add_argument('--mock-camera', action='store_true')
# navigator.language and Accept-Language, as Playwright's `locale` sets them for the other engines.
parser.add_argument('--language', default='en-CA')
options, _unknown = parser.parse_known_args()

profile = os.path.abspath(options.profile)
manager = WebKit2.WebsiteDataManager(
    base_data_directory=os.path.join(profile, 'data'),
    base_cache_directory=os.path.join(profile, 'cache'),
)
# Cookies are kept in memory unless told where to live, even with a data directory.
manager.get_cookie_manager().set_persistent_storage(
    os.path.join(profile, 'cookies.sqlite'), WebKit2.CookiePersistentStorage.SQLITE
)
manager.get_cookie_manager().set_accept_policy(WebKit2.CookieAcceptPolicy.NO_THIRD_PARTY)
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(options.automation)
context.set_preferred_languages([options.language])

settings = WebKit2.Settings()
settings.set_enable_developer_extras(True)
if options.mock_camera:
    settings.set_enable_media_stream(True)
    settings.set_enable_mock_capture_devices(True)
wanted = {name.lstrip('+') for name in options.features.split(',') if name.startswith('+')}
all_features = WebKit2.Settings.get_all_features()
for index in range(all_features.get_length()):
    feature = all_features.get(index)
    if feature.get_identifier() in wanted:
        settings.set_feature_enabled(feature, True)
        wanted.discard(feature.get_identifier())
if wanted:
    print(f'persistent-browser: unknown features {sorted(wanted)}', file=sys.stderr)

windows = []


def on_permission_request(_view, request):
    # The camera is the page's own canvas feed (e2e/engines/camera-feed.ts), but a prompt that
    # nobody answers would hang any real getUserMedia; notifications and storage likewise.
    request.allow()
    return True


def new_web_view():
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    view.connect('permission-request', on_permission_request)
    window = Gtk.Window()
    window.set_default_size(options.width, options.height)
    window.add(view)

    def close(_view):
        window.destroy()
        windows.remove(window)

    view.connect('close', close)
    window.show_all()
    windows.append(window)
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('HallwayWebKit')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', lambda _session: new_web_view())


context.connect('automation-started', on_automation_started)


def quit_cleanly(*_args):
    # A normal exit lets the network process write out what it holds (the service worker
    # registrations are saved on a timer), where a kill could lose the last second.
    for window in list(windows):
        window.destroy()
    Gtk.main_quit()
    return GLib.SOURCE_REMOVE


GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, quit_cleanly)
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGINT, quit_cleanly)
Gtk.main()
