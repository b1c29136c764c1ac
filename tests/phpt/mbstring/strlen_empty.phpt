--TEST--
mb_strlen() of empty text
--INI--
extension=mbstring
--FILE--
<?php
$s = '';
var_dump(mb_strlen($s), strlen($s), mb_strlen($s, 'UTF-8'), mb_strlen($s, '8bit'));
?>
--EXPECT--
int(0)
int(0)
int(0)
int(0)
