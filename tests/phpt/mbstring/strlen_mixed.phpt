--TEST--
mb_strlen() of mixed text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Ünïcödé ñ 漢字 😀';
var_dump(mb_strlen($s), strlen($s), mb_strlen($s, 'UTF-8'), mb_strlen($s, '8bit'));
?>
--EXPECT--
int(14)
int(26)
int(14)
int(26)
