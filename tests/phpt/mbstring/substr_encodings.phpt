--TEST--
mb_substr() in other encodings
--INI--
extension=mbstring
--FILE--
<?php
$u16 = mb_convert_encoding('héllo😀', 'UTF-16LE', 'UTF-8');
var_dump(bin2hex(mb_substr($u16, 1, 2, 'UTF-16LE')));
var_dump(bin2hex(mb_substr($u16, -1, null, 'UTF-16LE')));
var_dump(mb_substr('héllo', 1, 3, 'ISO-8859-1'));
$u32 = mb_convert_encoding('añb', 'UTF-32BE', 'UTF-8');
var_dump(bin2hex(mb_substr($u32, 1, 1, 'UTF-32BE')));
?>
--EXPECT--
string(8) "e9006c00"
string(8) "3dd800de"
string(3) "él"
string(8) "000000f1"
