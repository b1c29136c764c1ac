--TEST--
var_export of strings with NUL bytes
--FILE--
<?php
var_export("a\0b"); echo "\n";
var_export("\0"); echo "\n";
var_export("\0\0x"); echo "\n";
--EXPECT--
'a' . "\0" . 'b'
'' . "\0" . ''
'' . "\0" . '' . "\0" . 'x'
