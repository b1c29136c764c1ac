--TEST--
argument errors of the session functions
--INI--
session.gc_probability=0
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/tusk_sess_argument_errors';
@mkdir($dir);
ini_set('session.save_path', $dir);
function f() { return true; }
foreach ([
  fn() => session_set_save_handler('f', 'f'),
  fn() => session_set_save_handler('f', 'f', 'f'),
  fn() => session_set_save_handler('nope', 'f', 'f', 'f', 'f', 'f'),
  fn() => session_set_save_handler('f', 'f', 'f', 'f', 'f', 'nope'),
  fn() => session_set_save_handler(new stdClass, true),
  fn() => session_set_cookie_params(['lifetime' => 1], '/p'),
  fn() => session_set_cookie_params([1 => 2]),
  fn() => session_set_cookie_params(['bogus' => 2]),
  fn() => session_set_cookie_params(['secure' => true], null, null, true),
  fn() => session_start(['name' => []]),
  fn() => session_start(['name' => 1.5]),
  fn() => session_cache_expire('abc'),
  fn() => session_module_name(''),
] as $i => $c) {
  try { var_dump($c()); } catch (Throwable $e) { echo $i, ' ', get_class($e), ': ', $e->getMessage(), "\n"; }
}
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/tusk_sess_argument_errors';
foreach (@scandir($dir) ?: [] as $f) { if ($f[0] != '.') @unlink("$dir/$f"); }
@rmdir($dir);
--EXPECTF--
0 TypeError: session_set_save_handler(): Argument #1 ($open) must be of type SessionHandlerInterface, string given
1 ArgumentCountError: Wrong parameter count for session_set_save_handler()
2 TypeError: session_set_save_handler(): Argument #1 ($open) must be a valid callback, function "nope" not found or invalid function name
3 TypeError: session_set_save_handler(): Argument #6 ($gc) must be a valid callback, function "nope" not found or invalid function name
4 TypeError: session_set_save_handler(): Argument #1 ($open) must be of type SessionHandlerInterface, stdClass given
5 ValueError: session_set_cookie_params(): Argument #2 ($path) must be null when argument #1 ($lifetime_or_options) is an array

Warning: session_set_cookie_params(): Argument #1 ($lifetime_or_options) cannot contain numeric keys in %s on line 14
6 ValueError: session_set_cookie_params(): Argument #1 ($lifetime_or_options) must contain at least 1 valid key

Warning: session_set_cookie_params(): Argument #1 ($lifetime_or_options) contains an unrecognized key "bogus" in %s on line 15
7 ValueError: session_set_cookie_params(): Argument #1 ($lifetime_or_options) must contain at least 1 valid key
8 ValueError: session_set_cookie_params(): Argument #4 ($secure) must be null when argument #1 ($lifetime_or_options) is an array
9 TypeError: session_start(): Option "name" must be of type string|int|bool, array given
10 TypeError: session_start(): Option "name" must be of type string|int|bool, float given
11 TypeError: session_cache_expire(): Argument #1 ($value) must be of type ?int, string given

Warning: session_module_name(): Session handler module "" cannot be found in %s on line 20
bool(false)
