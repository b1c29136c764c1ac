--TEST--
trim with literal dots
--FILE--
<?php
var_dump(trim("...hi...", "."), trim("..hi..", ".."), trim("a..b", "a..a"));
--EXPECTF--

Warning: trim(): Invalid '..'-range, no character to the left of '..' in %s on line 2
string(2) "hi"
string(2) "hi"
string(3) "..b"
