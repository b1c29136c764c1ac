--TEST--
mb_strlen() of latin text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'héllo wörld';
var_dump(mb_strlen($s), strlen($s), mb_strlen($s, 'UTF-8'), mb_strlen($s, '8bit'));
?>
--EXPECT--
int(11)
int(13)
int(11)
int(13)
