--TEST--
mb_strtoupper()/mb_strtolower() of empty text
--INI--
extension=mbstring
--FILE--
<?php
$s = '';
var_dump(mb_strtoupper($s), mb_strtolower($s));
var_dump(mb_convert_case($s, MB_CASE_TITLE));
?>
--EXPECT--
string(0) ""
string(0) ""
string(0) ""
