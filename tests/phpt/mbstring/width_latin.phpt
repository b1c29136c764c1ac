--TEST--
mb_strwidth() of latin text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'héllo wörld';
var_dump(mb_strwidth($s));
var_dump(mb_strimwidth($s, 0, 5, '..'));
var_dump(mb_strimwidth($s, 1, 4));
?>
--EXPECT--
int(11)
string(6) "hél.."
string(5) "éllo"
