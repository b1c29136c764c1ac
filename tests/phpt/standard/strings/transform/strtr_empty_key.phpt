--TEST--
strtr ignores an empty key with a warning
--FILE--
<?php
var_dump(strtr("Hi all", ["" => "x", "a" => "b"]));
var_dump(strtr("Hi all", []));
--EXPECTF--

Warning: strtr(): Ignoring replacement of empty string in %s on line 2
string(6) "Hi bll"
string(6) "Hi all"
