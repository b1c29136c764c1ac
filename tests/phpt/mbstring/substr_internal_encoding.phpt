--TEST--
mb_substr() follows mb_internal_encoding()
--INI--
extension=mbstring
--FILE--
<?php
var_dump(mb_substr('héllo', 0, 2));
mb_internal_encoding('ISO-8859-1');
var_dump(bin2hex(mb_substr('héllo', 0, 2)));
var_dump(mb_strlen('héllo'));
?>
--EXPECT--
string(3) "hé"
string(4) "68c3"
int(6)
