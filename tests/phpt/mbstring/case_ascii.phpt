--TEST--
mb_strtoupper()/mb_strtolower() of ascii text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'hello';
var_dump(mb_strtoupper($s), mb_strtolower($s));
var_dump(mb_convert_case($s, MB_CASE_TITLE));
?>
--EXPECT--
string(5) "HELLO"
string(5) "hello"
string(5) "Hello"
