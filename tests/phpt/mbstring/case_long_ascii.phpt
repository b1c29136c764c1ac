--TEST--
case mapping of long ASCII strings
--INI--
extension=mbstring
--FILE--
<?php
$s = str_repeat('Hello World ', 100);
var_dump(mb_strtoupper($s) === strtoupper($s));
var_dump(mb_strtolower($s) === strtolower($s));
var_dump(mb_convert_case($s, MB_CASE_TITLE) === ucwords(strtolower($s)));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
