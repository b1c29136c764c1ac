--TEST--
Built-in constants used where they are written: redefining one warns and
changes nothing, a namespaced constant of the same name wins in its
namespace, and a fully qualified name reaches the built-in
--FILE--
<?php
namespace {
    var_dump(define('STR_PAD_LEFT', 7));
    var_dump(STR_PAD_LEFT, \STR_PAD_LEFT, constant('STR_PAD_LEFT'));
    echo str_pad("5", 3, "0", STR_PAD_LEFT), PHP_EOL;
    function flags($f = SORT_STRING | SORT_FLAG_CASE) { return $f; }
    var_dump(flags(), E_ALL & ~E_NOTICE, PHP_INT_MAX + 1, is_nan(NAN));
}
namespace App {
    const SORT_STRING = 'mine';
    var_dump(SORT_STRING, \SORT_STRING, SORT_NUMERIC, namespace\SORT_STRING);
    function later() { return E_USER_ERROR; }
    var_dump(later());
}
--EXPECTF--

Warning: Constant STR_PAD_LEFT already defined in %s on line 3
bool(false)
int(0)
int(0)
int(0)
005
int(10)
int(32759)
float(9.223372036854776E+18)
bool(true)
string(4) "mine"
int(2)
int(1)
string(4) "mine"
int(256)
