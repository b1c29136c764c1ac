--TEST--
hex, octal and control escapes
--FILE--
<?php
var_dump(preg_match('/\x41\101\cA/', "AA\x01"));
var_dump(preg_match('/\x{263A}/u', '☺'));
var_dump(preg_match('/\N{U+263A}/u', '☺'));
var_dump(preg_match('/\Q.*\E/', 'a.*b', $m), $m);
--EXPECT--
int(1)
int(1)
int(1)
int(1)
array(1) {
  [0]=>
  string(2) ".*"
}
