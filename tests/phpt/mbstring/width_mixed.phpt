--TEST--
mb_strwidth() of mixed text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Ünïcödé ñ 漢字 😀';
var_dump(mb_strwidth($s));
var_dump(mb_strimwidth($s, 0, 5, '..'));
var_dump(mb_strimwidth($s, 1, 4));
?>
--EXPECT--
int(17)
string(7) "Ünï.."
string(6) "nïcö"
