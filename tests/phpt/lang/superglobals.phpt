--TEST--
superglobals are visible in every scope; the CLI's $_SERVER
--FILE--
<?php
$_GET['a'] = 1;
function f() { return $_SERVER['argc'] ?? 'unset'; }
var_dump(is_array($_SERVER), f());
function g() { $_POST['x'] = 'y'; $r = &$_COOKIE; $r['c'] = 1; }
g();
var_dump($_POST, $_COOKIE, $_FILES, $_REQUEST);
class K { static function m() { return array_key_exists('a', $_GET); } }
var_dump(K::m());
$f = fn() => isset($_ENV) && is_array($_ENV);
var_dump($f(), isset($_SESSION));
function h() { unset($_GET['a']); return count($_GET); }
var_dump(h(), $_GET);
var_dump($_SERVER['SCRIPT_NAME'] === $_SERVER['PHP_SELF'], is_int($_SERVER['REQUEST_TIME']), is_float($_SERVER['REQUEST_TIME_FLOAT']));
--EXPECT--
bool(true)
int(1)
array(1) {
  ["x"]=>
  string(1) "y"
}
array(1) {
  ["c"]=>
  int(1)
}
array(0) {
}
array(0) {
}
bool(true)
bool(true)
bool(false)
int(0)
array(0) {
}
bool(true)
bool(true)
bool(true)
