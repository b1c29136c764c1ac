--TEST--
mb_strwidth() of cjk text
--INI--
extension=mbstring
--FILE--
<?php
$s = '日本語テキスト';
var_dump(mb_strwidth($s));
var_dump(mb_strimwidth($s, 0, 5, '..'));
var_dump(mb_strimwidth($s, 1, 4));
?>
--EXPECT--
int(14)
string(5) "日.."
string(6) "本語"
