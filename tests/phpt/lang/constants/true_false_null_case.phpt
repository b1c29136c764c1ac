--TEST--
true false null are case-insensitive constants
--FILE--
<?php
var_dump(TRUE, tRuE, NULL, nUlL, FALSE, fAlSe);
var_dump(defined('TRUE'), defined('true'), constant('true'));
--EXPECT--
bool(true)
bool(true)
NULL
NULL
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
