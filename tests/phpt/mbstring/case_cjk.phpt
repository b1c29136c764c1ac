--TEST--
mb_strtoupper()/mb_strtolower() of cjk text
--INI--
extension=mbstring
--FILE--
<?php
$s = '日本語テキスト';
var_dump(mb_strtoupper($s), mb_strtolower($s));
var_dump(mb_convert_case($s, MB_CASE_TITLE));
?>
--EXPECT--
string(21) "日本語テキスト"
string(21) "日本語テキスト"
string(21) "日本語テキスト"
