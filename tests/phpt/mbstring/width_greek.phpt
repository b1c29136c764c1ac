--TEST--
mb_strwidth() of greek text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Καλημέρα';
var_dump(mb_strwidth($s));
var_dump(mb_strimwidth($s, 0, 5, '..'));
var_dump(mb_strimwidth($s, 1, 4));
?>
--EXPECT--
int(8)
string(8) "Καλ.."
string(8) "αλημ"
