--TEST--
mb_strlen() of cjk text
--INI--
extension=mbstring
--FILE--
<?php
$s = '日本語テキスト';
var_dump(mb_strlen($s), strlen($s), mb_strlen($s, 'UTF-8'), mb_strlen($s, '8bit'));
?>
--EXPECT--
int(7)
int(21)
int(7)
int(21)
