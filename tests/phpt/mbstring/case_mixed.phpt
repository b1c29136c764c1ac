--TEST--
mb_strtoupper()/mb_strtolower() of mixed text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Ünïcödé ñ 漢字 😀';
var_dump(mb_strtoupper($s), mb_strtolower($s));
var_dump(mb_convert_case($s, MB_CASE_TITLE));
?>
--EXPECT--
string(26) "ÜNÏCÖDÉ Ñ 漢字 😀"
string(26) "ünïcödé ñ 漢字 😀"
string(26) "Ünïcödé Ñ 漢字 😀"
