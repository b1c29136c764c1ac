--TEST--
Constants: the namespace part is case-insensitive, the name is not; redeclaration warnings name the key
--FILE--
<?php
namespace App;
const Z = 1;
const Z = 2;
define('App\Z', 3);
define('APP\Z', 3);
define('Foo\Bar\Baz', 4);
var_dump(\foo\BAR\Baz, \Foo\Bar\Baz, defined('FOO\bar\Baz'), defined('Foo\Bar\BAZ'));
--EXPECTF--

Warning: Constant app\Z already defined in %s on line 4

Warning: Constant app\Z already defined in %s on line 5

Warning: Constant app\Z already defined in %s on line 6
int(4)
int(4)
bool(true)
bool(false)
