--TEST--
mb_strtoupper()/mb_strtolower() of latin text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'héllo wörld';
var_dump(mb_strtoupper($s), mb_strtolower($s));
var_dump(mb_convert_case($s, MB_CASE_TITLE));
?>
--EXPECT--
string(13) "HÉLLO WÖRLD"
string(13) "héllo wörld"
string(13) "Héllo Wörld"
