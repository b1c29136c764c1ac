--TEST--
mb_strlen() of greek text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Καλημέρα';
var_dump(mb_strlen($s), strlen($s), mb_strlen($s, 'UTF-8'), mb_strlen($s, '8bit'));
?>
--EXPECT--
int(8)
int(16)
int(8)
int(16)
