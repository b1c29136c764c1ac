--TEST--
a slug from UTF-8 text
--FILE--
<?php
$s = 'Héllo, Wörld! 2024';
$s = preg_replace('/[^\p{L}\p{N}]+/u', '-', strtolower($s));
var_dump(trim($s, '-'));
--EXPECT--
string(18) "héllo-wörld-2024"
