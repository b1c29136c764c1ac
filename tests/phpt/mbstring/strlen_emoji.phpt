--TEST--
mb_strlen() of emoji text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'a😀b🎉c';
var_dump(mb_strlen($s), strlen($s), mb_strlen($s, 'UTF-8'), mb_strlen($s, '8bit'));
?>
--EXPECT--
int(5)
int(11)
int(5)
int(11)
