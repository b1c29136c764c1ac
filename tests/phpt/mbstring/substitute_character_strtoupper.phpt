--TEST--
mb_strtoupper() uses the substitute character
--INI--
extension=mbstring
--FILE--
<?php
mb_substitute_character(0x2A);
echo mb_strtoupper("a\xffb"), "\n";
mb_substitute_character('none');
echo mb_strtoupper("a\xffb"), "\n";
?>
--EXPECT--
A*B
AB
